export * from './api/types';
export { api, createApiClient, ApiError, errorMessage, NETWORK_ERROR_MESSAGE, REFRESH_PATH } from './api/client';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './api/client';
export { session, useSession } from './session/session';
export { landingFor, storesOf, userCan, userHolds } from './session/access';
export { PAGES, REMOTE_PARTS, STAFF_PAGES, USER_PAGES, pageFor } from './session/pages';
export type { PageDeclaration, PageRemote } from './session/pages';
export type { SessionState, SessionStatus } from './session/session';
export { userScopedStore } from './session/user-scoped-store';
export { toast, useToasts, TOAST_DURATION, TOAST_LIMIT } from './toast/toast';
export type { ToastItem, ToastKind } from './toast/toast';
export {
  cart,
  cartTotals,
  useCart,
  useCartLine,
  useCartMeta,
  startCartSync,
  CART_ADDED_TEXT,
  CART_REMOVED_TEXT,
  CART_UNAVAILABLE_TEXT,
  CART_NOT_SAVED_TEXT,
  CART_OUT_OF_STOCK_TEXT,
} from './cart/cart';
export { guestCart, isGuestLine, GUEST_CART_KEY } from './cart/guest-cart';
export { hasSessionHint } from './session/hint';
export type { CartLine, CartTotals, CartStatus, CartMeta, CartActionResult } from './cart/cart';
export { addresses, useAddresses } from './account/addresses';
export type { AddressFields, AddressState, AddressStatus } from './account/addresses';
export { formatINR, formatPaise, discountedPrice, cx } from './utils/format';
export { CartView, PLEASE_LOGIN_TEXT, PROCEED_TEXT, CHECKOUT_OFFLINE_TEXT } from './cart/CartView';
export type { CartViewProps } from './cart/CartView';
export { BillDetails, DELIVERY_FREE_TEXT, SAVINGS_TEXT } from './cart/BillDetails';
export { fetchQuote, useQuote } from './cart/quote';
export type { Quote, QuoteRequest, QuoteState } from './cart/quote';
export { QtyStepper } from './cart/QtyStepper';
export { ProductThumb, thumbUrl } from './components/ProductThumb';
export { slugify, idFromSlug, nameFromSlug, productUrl, listingUrl } from './utils/slug';
export { createStore, globalSingleton, useStore } from './utils/store';
export { queryKeys } from './data/query-keys';
export { connectivity, useOnline } from './utils/online';
export type { Store } from './utils/store';
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Input, PasswordInput, fieldClass } from './components/Input';
export type { InputProps } from './components/Input';
export { Dialog } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { ToastHost } from './components/ToastHost';
export { Spinner, Skeleton, PageSpinner } from './components/Spinner';
export { Chip } from './components/Chip';
export { Tag, type TagTone } from './components/Tag';
export { Avatar, initials } from './components/Avatar';
export type { AvatarProps } from './components/Avatar';
export { EmptyState } from './components/EmptyState';
export * from './components/Icons';
export { deliveryLocation, useDeliveryLocation, useShopperStore, withShopperStore, storeOf, LOCATION_STORAGE_KEY } from './location/location';
export type { ShopperLocation, LocationState } from './location/location';
export { fetchPromise, promiseHeadline, nearestAreaText, NOT_SERVED_TEXT, PINCODE_PATTERN } from './location/promise';
export type { DeliveryPromise } from './location/promise';
export { useCartAvailability, forgetCartAvailability, shortLineText } from './location/cart-availability';
export type { ShortLine, LineAvailability } from './location/cart-availability';
export { useOrderStream, ORDER_STREAM_URL } from './orders/useOrderStream';
export type { StreamStatus, OrderStreamOptions } from './orders/useOrderStream';
export { TaxDocuments } from './orders/TaxDocuments';
export { ChargeLines } from './orders/ChargeLines';
export type { TaxDocumentSummary } from './orders/TaxDocuments';
