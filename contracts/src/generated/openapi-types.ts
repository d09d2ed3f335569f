/**
 * Generated from contracts/openapi by `npm run generate-api-types -w contracts`: do not edit.
 * Change the document instead; test/api-types.test.ts fails while this file is stale.
 */
export interface paths {
    "/api/address/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a delivery address
         * @description All six fields are required ('Provide address line', 'Provide city', 'Provide state',
         *     'Provide pincode', 'Provide country', 'Provide mobile'); `pincode` and `mobile` may be numbers
         *     and are stored as trimmed strings. `instructions` (optional) is what the rider is told: four flags
         *     and a note of at most 200 characters ('Keep the note for the rider to 200 characters').
         *     Other fields are ignored. Message 'Address Created Successfully'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address_line: string;
                        city: string;
                        state: string;
                        /** @description 2-12 letters, digits, spaces or hyphens */
                        pincode: string | number;
                        country: string;
                        /** @description 3-20 characters of digits, spaces and + - ( ) . */
                        mobile: string | number;
                        instructions?: components["schemas"]["DeliveryInstructions"];
                    };
                };
            };
            responses: {
                /** @description Saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Address"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's active addresses (status true), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Addresses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Address"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an own active address
         * @description `_id` (24 hex characters, or an object with `_id`) plus any of the six fields and `instructions`; the client may
         *     send the whole address back, but `userId`, `status` and timestamps are ignored. Message 'Address Updated'.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                        address_line?: string;
                        city?: string;
                        state?: string;
                        pincode?: string | number;
                        country?: string;
                        mobile?: string | number;
                        /** @description replaces the saved instructions as a whole */
                        instructions?: components["schemas"]["DeliveryInstructions"];
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Address"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an own address (soft delete, status false)
         * @description The id travels in a JSON body. Message 'Address remove'.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes made by staff and admins, newest first (audit.read)
         * @description Every change staff or an admin made (products and prices, stock, categories, stores, order
         *     transitions and refunds, roles and invitations), recorded by the service that made it in the
         *     same write as the change: who (id, role, email, stores), when, the request id, the entity,
         *     the action and the state before and after.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A person: their user id, or part of their email */
                    actor?: string;
                    /** @description The entries about this dark store (its orders, stock, the store itself, staff given or taken its access) */
                    store?: string;
                    entity?: "product" | "category" | "subcategory" | "store" | "stock" | "order" | "staff" | "fee" | "offer";
                    entityId?: string;
                    from?: string;
                    /** @description Before this instant */
                    to?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of entries (`data`), with `totalCount`, `page` and `limit` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["AuditEntry"][];
                            totalCount?: number;
                            page?: number;
                            limit?: number;
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/buy-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products the shopper bought before that the store has now
         * @description From the caller's last 50 orders that the catalogue held (confirmed, picking, packed, out for
         *     delivery, delivered; a picker's substitutes left out), one entry per product, the most often
         *     bought first and, among equals, the most recently bought; only those `storeId` sells now with
         *     units on its shelf, at today's price. A product the catalogue cannot be asked about right now is
         *     left out (503 when none can be). Message 'buy again'.
         */
        get: {
            parameters: {
                query: {
                    /** @description The shopper's dark store (the delivery promise's `storeId`), or `default` in one-store mode. */
                    storeId: string;
                    /** @description 1 to 40, default 20 */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The products, as product cards read them, with today's unit price in paise and how often they were bought */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                unit: string;
                                /** @description Today's catalogue price in rupees */
                                price: number;
                                discount: number;
                                /** @description Units the store can sell now */
                                stock: number;
                                /** @description Today's unit price after discount */
                                unitPricePaise: number;
                                timesOrdered: number;
                                /** Format: date-time */
                                lastOrderedAt: string;
                            }[];
                        };
                    };
                };
                /** @description 'Provide store', 'Provide a valid store', 'limit must be a number from 1 to 40' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                /** @description The catalogue cannot be asked right now: 'This product cannot be checked right now. Please try again in a moment.' */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/reorder-preview/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One past order's lines as a store sells them today, before they go into the cart
         * @description Each line of the caller's order (a picker's substitutes left out), checked with the catalogue
         *     in `storeId` (default: the order's store): `ok` (all units, same price), `price_changed` (all
         *     units, another unit price), `reduced` (fewer units than ordered: `available`), `out_of_stock`
         *     (none, or no longer sold: `newUnitPricePaise` null). Prices are unit prices after discount in
         *     paise; `oldTotalPaise` and `newTotalPaise` are what the units available now cost then and today
         *     (their difference is the price change alone). Nothing is held or written: the
         *     storefront adds the lines through the cart's own writes, which price them again. Someone
         *     else's order is 404 'Order not found'. Message 'reorder preview'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The store to check in (the shopper's current one); the order's own when absent. */
                    storeId?: string;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                orderId: string;
                                storeId: string;
                                oldTotalPaise: number;
                                newTotalPaise: number;
                                lines: {
                                    productId: string;
                                    name: string;
                                    image: string[];
                                    unit: string;
                                    /** @description Units in the past order */
                                    quantity: number;
                                    /** @description Units that can be added now (at most `quantity`) */
                                    available: number;
                                    /** @enum {string} */
                                    status: "ok" | "price_changed" | "reduced" | "out_of_stock";
                                    oldUnitPricePaise: number;
                                    newUnitPricePaise: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description 'Provide a valid orderId', 'Provide a valid store' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                /** @description 'Order not found' (none, or not the caller's), 'Store not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description 'This order has no items to order again' (it never had its stock held) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                /** @description A line cannot be checked with the catalogue right now: 'This product cannot be checked right now. Please try again in a moment.' */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a product in the cart (quantity 1)
         * @description `productId` is 24 hex characters or an object with `_id`. Unknown, deleted or unpublished
         *     product → 404 'Product not found'; stock 0 → 400 'Out of stock'; already in the cart → 400
         *     'Item already in cart'; more than CART_MAX_ITEMS (100) different products → 400. Message
         *     'Item add Successfully'. Publishes cart.item_added.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: string | {
                            _id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /** @description the cart line id */
                                _id?: string;
                                /** @constant */
                                quantity?: 1;
                                productId?: string;
                                userId?: string;
                                /** Format: date-time */
                                createdAt?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's cart lines, each with its whole product, in the order added
         * @description `productId` is never null: a line whose product was deleted or unpublished is not listed
         *     (such lines are removed from every cart when the catalogue announces it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cart lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                _id: string;
                                quantity: number;
                                userId: string;
                                /** Format: date-time */
                                createdAt?: string;
                                productId: {
                                    _id: string;
                                    name: string;
                                    image: string[];
                                    unit?: string;
                                    price: number;
                                    /** @description percent */
                                    discount: number;
                                    stock: number;
                                    publish?: boolean;
                                    category?: {
                                        _id?: string;
                                        name?: string;
                                    }[];
                                    subCategory?: {
                                        _id?: string;
                                        name?: string;
                                    }[];
                                };
                            }[];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring the guest cart kept in the browser into the signed-in user's cart
         * @description Sent by the storefront right after a login. Per product, the cart keeps the larger of its own
         *     quantity and the guest's (not the sum, so sending the same merge twice changes nothing), never
         *     above the stock ('capped' lists those). Products no longer sold ('unavailable') or sold out
         *     ('out_of_stock') and new lines beyond CART_MAX_ITEMS ('cart_full') are left out and listed in
         *     'skipped'. One conditional write of the cart; publishes cart.item_added (with the merged
         *     quantity) for each new line and cart.quantity_changed for each raised one. Answers the merged
         *     cart exactly like GET /api/cart/get, with the report in the top-level `merged`. Message 'Cart
         *     merged', or 'Nothing to merge' when nothing changed. A cart changing at the same moment three
         *     times in a row → 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            productId: string;
                            quantity: number | string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The merged cart (same lines as GET /api/cart/get) and what the merge did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: Record<string, never>[];
                            merged?: {
                                added: number;
                                raised: number;
                                capped: {
                                    productId: string;
                                    quantity: number;
                                }[];
                                skipped: {
                                    productId: string;
                                    /** @enum {string} */
                                    reason: "unavailable" | "out_of_stock" | "cart_full";
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/update-qty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the quantity of an own cart line
         * @description `qty` is a whole number of at least 1 (a numeric string is accepted): 0, negatives, fractions
         *     and non-numbers → 400. More than the product's stock sets the stock instead, with the message
         *     'Only N in stock: quantity set to N'; otherwise 'Update cart'. Stock 0 → 400 'Out of stock'.
         *     Publishes cart.quantity_changed when the quantity changes.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the cart line id */
                        _id: string;
                        qty: number | string;
                    };
                };
            };
            responses: {
                /** @description Updated (possibly capped at the stock) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                _id?: string;
                                quantity?: number;
                                productId?: string;
                                userId?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/delete-cart-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an own cart line
         * @description The line id travels in a JSON body (the whole line object is accepted). Message 'Item remove'. Publishes cart.item_removed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                _id?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/add-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a category (catalogue.write) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * Format: uri
                         * @description absolute http(s) URL from POST /api/file/upload
                         */
                        image: string;
                    };
                };
            };
            responses: {
                /** @description Added ("Category added") */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Category"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category, sorted by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Category"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a category or change its image (catalogue.write) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                        name?: string;
                        /** Format: uri */
                        image?: string;
                    };
                };
            };
            responses: {
                /** @description Updated ("Category updated") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Category"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a category (catalogue.write); JSON body `{ _id }`
         * @description 409 while sub-categories or products use it, e.g. "Category is used by 3 sub-categories and 12 products; remove them first".
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Deleted ("Category deleted") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a sub-category in one or more categories (catalogue.write) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uri */
                        image: string;
                        category: (string | {
                            _id: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Created ("Sub Category created") */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["SubCategory"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every sub-category, sorted by name, categories populated as { _id, name } (no body needed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sub-categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["SubCategory"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a sub-category (catalogue.write) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                        name?: string;
                        /** Format: uri */
                        image?: string;
                        category?: (string | {
                            _id: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Updated ("Sub Category updated") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["SubCategory"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a sub-category (catalogue.write); 409 while products use it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Deleted ("Sub Category deleted") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product (catalogue.write)
         * @description Each missing field has its own message ("Provide name", "Provide price", …). price ≥ 0, stock a whole number ≥ 0, discount 0–100. Unknown category or sub-category ids answer 404. Where `stock` goes (ADR 0015): all of it onto the shelf of one dark store, the one LEGACY_STOCK_STORE names (`blr-indiranagar` in the dev and test stacks; `legacyStockStore` of GET /api/store/list says which), or the default shelf while that store does not exist. No other store carries the product until an admin sets its units with PUT /api/store/stock: shoppers those stores serve see it as not available there (`stocked: false` on reads with their `store`) and an order from there is refused naming the store.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        image: string[];
                        category: (string | {
                            _id: string;
                        })[];
                        subCategory: (string | {
                            _id: string;
                        })[];
                        /**
                         * @example 500 g
                         * @example 1 L
                         * @example 6 pcs
                         */
                        unit: string;
                        /** @description Units for the LEGACY_STOCK_STORE shelf only (see the operation); other stores' units are set with PUT /api/store/stock */
                        stock: number | string;
                        /** @description rupees */
                        price: number | string;
                        /**
                         * @description percent
                         * @default 0
                         */
                        discount?: number | string;
                        /** @description HSN code for the tax invoice, 4, 6 or 8 digits (spaces and dots are dropped). Optional; a product without one is invoiced at 18 % with no code (ADR 0019) */
                        hsn?: string | number;
                        /**
                         * @description GST rate in percent ('18%' is read as 18); prices stay tax-inclusive
                         * @enum {integer|string}
                         */
                        gstRate?: 0 | 5 | 12 | 18 | 28 | "0" | "5" | "12" | "18" | "28";
                        description: string;
                        /** @description custom label → text, e.g. { "Shelf Life": "6 months" } */
                        more_details?: {
                            [key: string]: string;
                        };
                        /** @default true */
                        publish?: boolean;
                    };
                };
            };
            responses: {
                /** @description Created ("Product created successfully") */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Product list, newest first (ranked by relevance when `search` is given); admins also see unpublished products
         * @description With `search`, the same engine, typo tolerance and ranking as search-product (unpublished products included for admins).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description Optional dark store id (ADR 0007), or `default`. `stock` (and `lowStock`) then show that store’s units, 0 where it does not sell the product, and `stocked` whether it carries it at all; same products, same order. The original client never sends it and gets the total. Unknown store: 404. */
                        store?: string;
                        /** @default 1 */
                        page?: number | string;
                        /** @default 12 */
                        limit?: number | string;
                        search?: string;
                    };
                };
            };
            responses: {
                /** @description A page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"][];
                            totalCount?: number;
                            totalNoPage?: number;
                            page?: number;
                            limit?: number;
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-product-by-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The 15 newest published products of a category (home page row) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Optional dark store id (ADR 0007), or `default`. `stock` (and `lowStock`) then show that store’s units, 0 where it does not sell the product, and `stocked` whether it carries it at all; same products, same order. The original client never sends it and gets the total. Unknown store: 404. */
                        store?: string;
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-pruduct-by-category-and-subcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Published products of a category and sub-category, newest first, 8 per page (the misspelt path is what the client calls) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Optional dark store id (ADR 0007), or `default`. `stock` (and `lowStock`) then show that store’s units, 0 where it does not sell the product, and `stocked` whether it carries it at all; same products, same order. The original client never sends it and gets the total. Unknown store: 404. */
                        store?: string;
                        categoryId: string;
                        subCategoryId: string;
                        /** @default 1 */
                        page?: number | string;
                        /** @default 8 */
                        limit?: number | string;
                    };
                };
            };
            responses: {
                /** @description A page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"][];
                            page?: number;
                            totalCount?: number;
                            limit?: number;
                            totalPage?: number;
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-product-by-category-and-subcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Same as get-pruduct-by-category-and-subcategory, correctly spelt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Optional dark store id (ADR 0007), or `default`. `stock` (and `lowStock`) then show that store’s units, 0 where it does not sell the product, and `stocked` whether it carries it at all; same products, same order. The original client never sends it and gets the total. Unknown store: 404. */
                        store?: string;
                        categoryId: string;
                        subCategoryId: string;
                        /** @default 1 */
                        page?: number | string;
                        /** @default 8 */
                        limit?: number | string;
                    };
                };
            };
            responses: {
                /** @description A page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"][];
                            page?: number;
                            totalCount?: number;
                            limit?: number;
                            totalPage?: number;
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-product-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One published product, populated (admins also get unpublished ones) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Optional dark store id (ADR 0007), or `default`. `stock` (and `lowStock`) then show that store’s units, 0 where it does not sell the product, and `stocked` whether it carries it at all; same products, same order. The original client never sends it and gets the total. Unknown store: 404. */
                        store?: string;
                        productId: string;
                    };
                };
            };
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/update-product-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a product (catalogue.write)
         * @description The client sends the whole product back (populated objects, createdAt, __v, lowStock…). Only the writable fields are read; each is optional and validated like on create. Unpublishing (`publish false`) takes the product out of every cart. `stock` is the total over every shelf the form showed: a change to it lands on the one store LEGACY_STOCK_STORE names (ADR 0007, 0015; `legacyStockStore` of GET /api/store/list says which; the default shelf while that store does not exist), so an unchanged total moves nothing and no other store's shelf ever moves; lowering it below what the other stores hold is a 409 (set those per store with PUT /api/store/stock).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    } & {
                        name?: string;
                        image?: string[];
                        category?: (string | {
                            _id: string;
                        })[];
                        subCategory?: (string | {
                            _id: string;
                        })[];
                        /**
                         * @example 500 g
                         * @example 1 L
                         * @example 6 pcs
                         */
                        unit?: string;
                        /** @description The total over every shelf, as the form showed it; only a change of it moves, and only on the LEGACY_STOCK_STORE shelf (see the operation) */
                        stock?: number | string;
                        /** @description rupees */
                        price?: number | string;
                        /**
                         * @description percent
                         * @default 0
                         */
                        discount?: number | string;
                        /** @description HSN code for the tax invoice, 4, 6 or 8 digits (spaces and dots are dropped). Optional; a product without one is invoiced at 18 % with no code (ADR 0019) */
                        hsn?: string | number;
                        /**
                         * @description GST rate in percent ('18%' is read as 18); prices stay tax-inclusive
                         * @enum {integer|string}
                         */
                        gstRate?: 0 | 5 | 12 | 18 | 28 | "0" | "5" | "12" | "18" | "28";
                        description?: string;
                        /** @description custom label → text, e.g. { "Shelf Life": "6 months" } */
                        more_details?: {
                            [key: string]: string;
                        };
                        /** @default true */
                        publish?: boolean;
                    };
                };
            };
            responses: {
                /** @description Updated ("Product updated successfully") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/delete-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a product (catalogue.write); JSON body `{ _id }` (the whole product is accepted). Publishes product.deleted so carts drop it. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Deleted ("Product deleted successfully") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/search-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search published products, forgiving typos (text may arrive URL-encoded, e.g. "atta%20dal")
         * @description Served by each replica's in-process search engine (docs/adr/0006-in-process-search.md). Every word is matched as
         *     a word prefix while typing ("toned mi"); a word the catalogue does not know, and that does not start a known word,
         *     is corrected to its closest known spellings (one slip for words of 3–8 letters, counting two swapped neighbours
         *     as one, two for longer words: "mlik", "paner", "Basmatti"). Products match when any word does; ranked by how
         *     many words they match, then how many as whole words of the name or the sub-category name (so "milk" ranks milk
         *     above "Milkfood Desi Ghee"), then relevance with name weighted over sub-category over description. An empty
         *     search lists everything newest first. When nothing matches, `closestSubCategories` offers the sub-categories
         *     whose names look most like the query.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description Optional dark store id (ADR 0007), or `default`. `stock` (and `lowStock`) then show that store’s units, 0 where it does not sell the product, and `stocked` whether it carries it at all; same products, same order. The original client never sends it and gets the total. Unknown store: 404. */
                        store?: string;
                        search?: string;
                        /** @default 1 */
                        page?: number | string;
                        /** @default 12 */
                        limit?: number | string;
                    };
                };
            };
            responses: {
                /** @description A page of results */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Product"][];
                            page?: number;
                            totalPage?: number;
                            totalCount?: number;
                            limit?: number;
                            /** @description Only when nothing matched (data is empty) - sub-categories whose names look most like the query, best first, at most 6; may be empty */
                            closestSubCategories?: components["schemas"]["SubCategory"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product names for the search box while the shopper types (one request per keystroke)
         * @description The same engine and ranking as search-product, published products only, one entry per distinct name (pack sizes
         *     share a name; the best-ranked pack's id is given). An empty or blank `q` gives an empty list. When nothing
         *     matches, `closestSubCategories` offers the sub-categories whose names look most like the query.
         */
        get: {
            parameters: {
                query?: {
                    /** @description What has been typed so far (URL-encoded text is decoded, bad escapes are kept as typed) */
                    q?: string;
                    limit?: number;
                    /** @description Optional dark store id. Each name then opens its best-ranked pack in stock in that store (if any) and the entry says how many are left (`stock`). Unknown store → 404. */
                    store?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Suggestions, best first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                _id: string;
                                name: string;
                                /** @description Units of that pack in the asked store; only when `store` was given */
                                stock?: number;
                            }[];
                            /** @description Only when nothing matched (data is empty) - sub-categories whose names look most like the query, best first, at most 6; may be empty */
                            closestSubCategories?: components["schemas"]["SubCategory"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/together": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products often bought together with one product (ADR 0024), for its page
         * @description Ranked by the number of confirmed orders that held both (counted once per order, from `order.confirmed`),
         *     then by id. Only published products with units on the asked store's shelf (`stock` > 0, `stocked` not false)
         *     are listed, so the answer may be shorter than `limit` or empty. Counts are over every store's orders; the
         *     filter is the store's. Public: the gateway's public-read cache may answer it.
         */
        get: {
            parameters: {
                query: {
                    productId: string;
                    limit?: number;
                    /** @description Optional dark store id (ADR 0007), or `default`; without it, the total stock decides. Unknown store → 404. */
                    store?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The companions, most often bought with the product first ("Often bought together") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: components["schemas"]["Product"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/together/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products often bought together with a basket (ADR 0024), for the cart
         * @description The cart's "Often bought together": products ordered with any of `productIds`, ranked by the confirmed
         *     orders that held them and a basket product, summed over the basket's products, then by id. The basket's own
         *     products are never listed; a basket product that is unknown or no longer sold adds what was bought with it
         *     and nothing else. Only published products with units on the asked store's shelf (`stock` > 0, `stocked`
         *     not false) are listed, so the answer may be shorter than `limit` or empty. The answer does not depend on
         *     the ids' order or repeats: clients send them sorted, so the gateway's public-read cache, keyed by the
         *     request line, holds one entry per basket and store.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The basket's product ids separated by commas (at most 50 distinct ones).
                     * @example 665f1c2a9b8e4d0012345678,665f1c2a9b8e4d0012345679
                     */
                    productIds: string;
                    limit?: number;
                    /** @description Optional dark store id (ADR 0007), or `default`; without it, the total stock decides. Unknown store → 404. */
                    store?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The companions, most often bought with the basket first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: components["schemas"]["Product"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a bulk import from CSV (catalogue.write); runs as a background job
         * @description Columns: name, description, unit, stock, price, discount, category (name), subCategory (name), image (URL, optional;
         *     the sub-category's image otherwise) and any number of `more_details.<Label>` columns. Several categories or images
         *     in one cell are separated by `|`. Every row is validated first; bad rows are reported with their reason, good rows
         *     imported. Row numbers count the header as row 1.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Job queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                jobId: string;
                                /** @description Rows in the file */
                                total: number;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description File too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/import/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and outcome of an import (catalogue.write) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Job status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                jobId: string;
                                /** @enum {string} */
                                state: "waiting" | "active" | "completed" | "failed" | "delayed" | "prioritized" | "waiting-children" | "unknown";
                                progress: number;
                                total: number;
                                imported: number;
                                failed: number;
                                /** @description Why the job failed (state failed only) */
                                reason?: string;
                                errors: {
                                    row: number;
                                    reason: string;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document as JSON
         * @description The one description of /api, for code and test generators. Swagger UI at `/api/docs` loads this
         *     same URL. Public; not rate limited differently from the rest of /api.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The OpenAPI 3.1 document (not wrapped in the envelope) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            openapi: "3.1.0";
                            info: Record<string, never>;
                            paths: Record<string, never>;
                        };
                    };
                };
                429: components["responses"]["RateLimited"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/invoice/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's tax invoice as a PDF (its shopper, or orders.read)
         * @description Issued once when the order is confirmed (and its store has a GSTIN), numbered per store and
         *     financial year (`INV/2627/000042`), never changed after. Lines carry their HSN/SAC code, GST
         *     rate, tax-inclusive value, offer discount, taxable value and CGST + SGST (IGST when the
         *     delivery state is another GST state); the total is what the shopper paid, to the paisa.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF, `Content-Disposition: attachment; filename="Invoice-INV-2627-000042.pdf"` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description 'Provide a valid orderId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                /** @description 'Order not found' (no such order, or not the caller's), 'No invoice for this order yet' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                /** @description The document store cannot be reached; try again */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/invoice/{orderId}/credit-note/{noteNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the order's credit notes as a PDF (its shopper, or orders.read)
         * @description A refund after the invoice (units missing at picking, a cheaper substitute, a cancellation)
         *     issues a credit note referring to the invoice (`CN/2627/000007`, its own series per store and
         *     year). `noteNo` counts the order's notes from 1. The invoice less its credit notes is what the
         *     shopper finally pays; a cancelled order's notes give back every rupee and every paisa of tax.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    noteNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF (`Credit-note-CN-2627-000007.pdf`) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description 'Provide a valid orderId', 'A credit note is numbered 1, 2, 3…' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                /** @description 'Order not found', 'Credit note not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                /** @description The document store cannot be reached; try again */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/invoice/{orderId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's invoice and credit notes, listed (its shopper, or orders.read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Message 'Tax documents'; `invoice` is null until issued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                invoice: ({
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note";
                                    /**
                                     * @example INV/2627/000042
                                     * @example CN/2627/000007
                                     */
                                    number: string;
                                    /** Format: date-time */
                                    issuedAt: string;
                                    /** @description credit notes only */
                                    noteNo?: number;
                                    /** @description credit notes only: the invoice it refers to */
                                    invoiceNumber?: string;
                                    /** @description credit notes only: '1 x Aashirvaad Atta not delivered', 'Order cancelled: …' */
                                    reason?: string;
                                    /** @description IGST instead of CGST + SGST */
                                    interState: boolean;
                                    /** @description Where its PDF is downloaded */
                                    url: string;
                                    /** @description Paise. valuePaise (what is paid or credited, tax included) = taxablePaise + cgstPaise + sgstPaise + igstPaise */
                                    totals: {
                                        grossPaise: number;
                                        discountPaise: number;
                                        valuePaise: number;
                                        taxablePaise: number;
                                        cgstPaise: number;
                                        sgstPaise: number;
                                        igstPaise: number;
                                        /** @description cgstPaise + sgstPaise + igstPaise */
                                        taxPaise: number;
                                    };
                                } & {
                                    /** @constant */
                                    kind?: "invoice";
                                }) | null;
                                /** @description By noteNo */
                                creditNotes: ({
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note";
                                    /**
                                     * @example INV/2627/000042
                                     * @example CN/2627/000007
                                     */
                                    number: string;
                                    /** Format: date-time */
                                    issuedAt: string;
                                    /** @description credit notes only */
                                    noteNo: number;
                                    /** @description credit notes only: the invoice it refers to */
                                    invoiceNumber: string;
                                    /** @description credit notes only: '1 x Aashirvaad Atta not delivered', 'Order cancelled: …' */
                                    reason: string;
                                    /** @description IGST instead of CGST + SGST */
                                    interState: boolean;
                                    /** @description Where its PDF is downloaded */
                                    url: string;
                                    /** @description Paise. valuePaise (what is paid or credited, tax included) = taxablePaise + cgstPaise + sgstPaise + igstPaise */
                                    totals: {
                                        grossPaise: number;
                                        discountPaise: number;
                                        valuePaise: number;
                                        taxablePaise: number;
                                        cgstPaise: number;
                                        sgstPaise: number;
                                        igstPaise: number;
                                        /** @description cgstPaise + sgstPaise + igstPaise */
                                        taxPaise: number;
                                    };
                                } & {
                                    /** @constant */
                                    kind?: "credit_note";
                                })[];
                            };
                        };
                    };
                };
                /** @description 'Provide a valid orderId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a product, category or sub-category image (catalogue.write)
         * @description One image in the multipart field `image`: JPEG, PNG, WebP, GIF (first frame) or AVIF, decided by
         *     the file's content, never its name or declared type; at most 5 MB and 40 megapixels. The image is
         *     rotated upright by its EXIF orientation, stripped of all metadata (EXIF, GPS, ICC, XMP) and stored
         *     as WebP at widths 200, 400 and 800 px (never upscaled). Keys are content-addressed: uploading the
         *     same picture again returns the same URL. `data.url` is absolute and points at the largest variant.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        image: string;
                    };
                };
            };
            responses: {
                /** @description Stored; `data.url` is the largest variant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /**
                                 * Format: uri
                                 * @description Absolute URL of the largest variant, e.g. http://localhost:8080/media/<sha256>-800.webp
                                 */
                                url: string;
                                key: string;
                                /** @description sha256 of the normalised pixels */
                                sha256: string;
                                /** @enum {string} */
                                kind: "product" | "avatar";
                                /** @description Width of the image at `url` */
                                width: number;
                                /** @description Height of the image at `url` */
                                height: number;
                                /** @description Every stored size, smallest first; the last is `url` */
                                variants: {
                                    width: number;
                                    height: number;
                                    /** Format: uri */
                                    url: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description No file ('Provide image'), wrong field name, more than one file, corrupt or truncated image, or more than 40 megapixels */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description File larger than the upload limit (5 MB) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a JPEG, PNG, WebP, GIF or AVIF image (SVG, HTML and anything else) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                /** @description Image storage unavailable; retry */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a profile picture (any signed-in user)
         * @description Same checks and processing as /api/file/upload, cropped to a centred square and stored at 128, 256
         *     and 512 px (never upscaled). Called by the user service on behalf of a shopper
         *     (`PUT /api/user/upload-avatar` stores the returned `data.url`), with the shopper's token.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        image: string;
                    };
                };
            };
            responses: {
                /** @description Stored; `data.url` is the largest variant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /**
                                 * Format: uri
                                 * @description Absolute URL of the largest variant, e.g. http://localhost:8080/media/<sha256>-800.webp
                                 */
                                url: string;
                                key: string;
                                /** @description sha256 of the normalised pixels */
                                sha256: string;
                                /** @enum {string} */
                                kind: "product" | "avatar";
                                /** @description Width of the image at `url` */
                                width: number;
                                /** @description Height of the image at `url` */
                                height: number;
                                /** @description Every stored size, smallest first; the last is `url` */
                                variants: {
                                    width: number;
                                    height: number;
                                    /** Format: uri */
                                    url: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description No file ('Provide image'), wrong field name, corrupt image, or more than 40 megapixels */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                /** @description File larger than the upload limit (5 MB) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a JPEG, PNG, WebP, GIF or AVIF image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                /** @description Image storage unavailable; retry */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's order mail settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Message 'Notification settings' */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /** @description A mail when the rider leaves with the order */
                                outForDelivery: boolean;
                                /** @description A mail when a picker replaces an item */
                                substitution: boolean;
                                /** @description The mails always sent (confirmation, delivery with the invoice, refunds, cancellation) */
                                transactional: ("confirmed" | "delivered" | "refunded" | "cancelled")[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        /** Turn the optional order mails on or off; only the fields sent change */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean|string} */
                        outForDelivery?: true | false | "true" | "false";
                        /** @enum {boolean|string} */
                        substitution?: true | false | "true" | "false";
                    };
                };
            };
            responses: {
                /** @description Message 'Notification settings saved'; the settings as stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /** @description A mail when the rider leaves with the order */
                                outForDelivery: boolean;
                                /** @description A mail when a picker replaces an item */
                                substitution: boolean;
                                /** @description The mails always sent (confirmation, delivery with the invoice, refunds, cancellation) */
                                transactional: ("confirmed" | "delivered" | "refunded" | "cancelled")[];
                            };
                        };
                    };
                };
                /** @description 'outForDelivery must be true or false' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cash-on-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a cash-on-delivery order
         * @description Only the product ids, quantities and the address id are read from the body; prices, totals
         *     and anything else the client sends are ignored (the catalogue prices the order when it holds
         *     the stock). The same product twice is one line. The address must be one of the caller's
         *     active saved addresses (checked with the user service); a copy of it is kept on the order.
         *     The dark store is chosen from the address's pincode (ADR 0007: the nearest store serving it
         *     that is open by status and hours and not paused by its queue; `default` while no dark store
         *     exists) and the promise (`promisedMinutes`) is fixed on the order. Publishes order.placed
         *     with that `storeId` (the catalogue reserves in it); waits up to ORDER_CONFIRM_WAIT_MS for the
         *     catalogue's answer (stock.reserved or stock.rejected) so the shopper hears it at once.
         *
         *     Retries: with an `Idempotency-Key` the same key and the same request give the same order
         *     (answered as it stands now); the same key with a different request is a 422. Without a key,
         *     an identical request within ORDER_DEDUPE_WINDOW_MS returns the first order.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per order the shopper means to place (8 to 200 printable ASCII characters), scoped to the caller. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The cart lines as the original client sends them (`{ _id, quantity, productId: <whole product> }`);
                         *     only `productId` and `quantity` are read. Empty → 400 'Your cart is empty'.
                         */
                        list_items: {
                            productId: string | {
                                _id: string;
                            };
                            /** @description Whole number, 1 to 50 per product (a numeric string is accepted). */
                            quantity: number | string;
                        }[];
                        addressId: string | {
                            _id: string;
                        };
                        /**
                         * @description An offer code (any case). Applied when it applies; otherwise the order is refused (422, or
                         *     409 when used up) with the reason POST /api/order/quote gives, never placed without it.
                         */
                        couponCode?: string;
                        /** @description For this order only, in place of the saved address's (which the order copies when absent). */
                        instructions?: components["schemas"]["DeliveryInstructions"];
                        /** @description Ignored; the server prices the order. */
                        subTotalAmt?: unknown;
                        /** @description Ignored; the server prices the order. */
                        totalAmt?: unknown;
                    };
                };
            };
            responses: {
                /**
                 * @description Stock held: the order is `confirmed` (or, for a replayed request, wherever it has got to
                 *     since). Message 'Order placed successfully'. The cart empties when the cart service reads
                 *     order.confirmed (it publishes cart.checked_out).
                 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /**
                 * @description Taken, but the stock answer did not come within the wait: the order is `pending` (its
                 *     lines are not priced yet). Message 'Order received. We are confirming the stock.' The
                 *     outcome arrives on GET /api/order/stream and in GET /api/order/details/{orderId}.
                 */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /**
                 * @description Invalid body or header: 'Your cart is empty', 'Provide a valid productId', 'Quantities must
                 *     be whole numbers', 'At most 50 of one product per order', 'At most 100 different products
                 *     per order', 'Provide a delivery address', 'Choose one of your saved delivery addresses',
                 *     'Idempotency-Key must be 8 to 200 characters'…
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                /**
                 * @description The order is not going ahead, and nothing is charged; the cart is kept.
                 *     `rejected` (the catalogue could not hold every line; ADR 0015): message 'Sorry, <name> is out
                 *     of stock', 'Only N of <name> left. Please reduce the quantity.', 'Sorry, some items ran out:
                 *     <names>', 'Sorry, <name> is no longer sold' (not sold at all); when it is the order's store
                 *     alone (`scope: store`): 'Sorry, <name> is not available at our <store> store (<pincode>).
                 *     Please remove it from your cart.' (sold, but that store does not carry it), '… is out of stock
                 *     at our <store> store (<pincode>)', 'Only N of <name> left at our <store> store (<pincode>). …',
                 *     or for several reasons 'Sorry, some items can't be ordered from our <store> store (<pincode>):
                 *     <name> (not available there), …'; with `data` `{ orderId, unavailable, storeId, storeName }`. For a replayed request whose order was since cancelled or
                 *     expired: 'This order was cancelled. Please place it again.' / '…was not paid in time…',
                 *     with `data` `{ orderId }`. Stores serve the address but none can take an order now
                 *     (nothing is stored): '<store> is very busy right now. Please try again in a few minutes.'
                 *     (paused by its queue), '<store> is not taking orders right now. Please try again later.'
                 *     (paused by an admin), '<store> is closed now. It opens at HH:MM.' or '<store> is closed.',
                 *     with `data` `{ pincode, serviceable: true, storeId, storeName, reason: busy|paused|closed, opensAt }`.
                 *     A code used up (its redemption limit or budget reached, maybe by another shopper at the same
                 *     moment): 'This offer has been fully redeemed', with `data` `{ coupon }` (nothing is stored).
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"] & {
                            data?: {
                                orderId?: string;
                                unavailable?: components["schemas"]["Unavailable"][];
                                pincode?: string;
                                storeId?: string;
                                storeName?: string;
                                /** @enum {string} */
                                reason?: "busy" | "paused" | "closed";
                                opensAt?: string | null;
                            };
                        };
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /**
                 * @description "We don't deliver to <pincode> yet": no dark store serves the address's pincode (nothing
                 *     is stored); `data` `{ pincode, serviceable: false, nearest: { pincode, area, city } | null }`
                 *     names the nearest served area. Or 'This Idempotency-Key was already used for a different order'.
                 *     Or the pricing refuses it (ADR 0018, nothing is stored): below the minimum order value
                 *     'Add ₹0.01 more: the minimum order is ₹99' with `data` `{ minimumOrder: { minimumPaise, shortfallPaise } }`;
                 *     a code that does not apply, with the quote's reason ('Add ₹50 more to use this offer', 'Valid from
                 *     5 Mar, 12:00', 'This offer ended on …', 'You have already used this offer', 'Only on your first order',
                 *     'Not valid at the store delivering to you', '<CODE> is not a valid code') and `data` `{ coupon }`.
                 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                /**
                 * @description 'Your addresses cannot be checked right now. Please try again in a moment.' (the user
                 *     service did not answer; nothing was stored, `data` null), or, for card orders, 'Online
                 *     payment is not available right now. Please try again or choose Cash on Delivery.'
                 *     (the payment session could not be created; the order is `payment_failed`, its stock
                 *     released, `data` `{ orderId }`).
                 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"] & {
                            data?: {
                                orderId?: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a card order and start its Stripe Checkout payment
         * @description Same body, validation, retries and stock answer as cash-on-delivery. Once the stock is held
         *     the order is `awaiting_payment` and a Stripe Checkout Session is created from the server's
         *     own priced lines; the client redirects to `url`. The payment result arrives by the webhook;
         *     an unpaid session expires after PAYMENT_TIMEOUT_MS (order `expired`, stock released).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per order the shopper means to place (8 to 200 printable ASCII characters), scoped to the caller. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The cart lines as the original client sends them (`{ _id, quantity, productId: <whole product> }`);
                         *     only `productId` and `quantity` are read. Empty → 400 'Your cart is empty'.
                         */
                        list_items: {
                            productId: string | {
                                _id: string;
                            };
                            /** @description Whole number, 1 to 50 per product (a numeric string is accepted). */
                            quantity: number | string;
                        }[];
                        addressId: string | {
                            _id: string;
                        };
                        /**
                         * @description An offer code (any case). Applied when it applies; otherwise the order is refused (422, or
                         *     409 when used up) with the reason POST /api/order/quote gives, never placed without it.
                         */
                        couponCode?: string;
                        /** @description For this order only, in place of the saved address's (which the order copies when absent). */
                        instructions?: components["schemas"]["DeliveryInstructions"];
                        /** @description Ignored; the server prices the order. */
                        subTotalAmt?: unknown;
                        /** @description Ignored; the server prices the order. */
                        totalAmt?: unknown;
                    };
                };
            };
            responses: {
                /**
                 * @description Message 'Payment started': top-level `id` (the payment session id, what the original
                 *     client reads) and `url` (the redirect target); `data` `{ orderId, sessionId, url, order }`.
                 *     A replayed request whose order is already paid answers message 'This order is already
                 *     paid' with `data` `{ orderId, order }` and no top-level `id`/`url`.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            /** @description Stripe Checkout Session id (also `data.sessionId`) */
                            id?: string;
                            /**
                             * Format: uri
                             * @description Where to send the shopper to pay (also `data.url`)
                             */
                            url?: string;
                            data?: {
                                orderId: string;
                                sessionId?: string;
                                /** Format: uri */
                                url?: string;
                                order: components["schemas"]["Order"];
                            };
                        };
                    };
                };
                /**
                 * @description Taken, but the stock answer did not come within the wait: the order is `pending` (its
                 *     lines are not priced yet). Message 'Order received. We are confirming the stock.' The
                 *     outcome arrives on GET /api/order/stream and in GET /api/order/details/{orderId}.
                 */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body or header (the same messages as cash-on-delivery) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                /**
                 * @description The order is not going ahead, and nothing is charged; the cart is kept.
                 *     `rejected` (the catalogue could not hold every line; ADR 0015): message 'Sorry, <name> is out
                 *     of stock', 'Only N of <name> left. Please reduce the quantity.', 'Sorry, some items ran out:
                 *     <names>', 'Sorry, <name> is no longer sold' (not sold at all); when it is the order's store
                 *     alone (`scope: store`): 'Sorry, <name> is not available at our <store> store (<pincode>).
                 *     Please remove it from your cart.' (sold, but that store does not carry it), '… is out of stock
                 *     at our <store> store (<pincode>)', 'Only N of <name> left at our <store> store (<pincode>). …',
                 *     or for several reasons 'Sorry, some items can't be ordered from our <store> store (<pincode>):
                 *     <name> (not available there), …'; with `data` `{ orderId, unavailable, storeId, storeName }`. For a replayed request whose order was since cancelled or
                 *     expired: 'This order was cancelled. Please place it again.' / '…was not paid in time…',
                 *     with `data` `{ orderId }`. Stores serve the address but none can take an order now
                 *     (nothing is stored): '<store> is very busy right now. Please try again in a few minutes.'
                 *     (paused by its queue), '<store> is not taking orders right now. Please try again later.'
                 *     (paused by an admin), '<store> is closed now. It opens at HH:MM.' or '<store> is closed.',
                 *     with `data` `{ pincode, serviceable: true, storeId, storeName, reason: busy|paused|closed, opensAt }`.
                 *     A code used up (its redemption limit or budget reached, maybe by another shopper at the same
                 *     moment): 'This offer has been fully redeemed', with `data` `{ coupon }` (nothing is stored).
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"] & {
                            data?: {
                                orderId?: string;
                                unavailable?: components["schemas"]["Unavailable"][];
                                pincode?: string;
                                storeId?: string;
                                storeName?: string;
                                /** @enum {string} */
                                reason?: "busy" | "paused" | "closed";
                                opensAt?: string | null;
                            };
                        };
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /**
                 * @description "We don't deliver to <pincode> yet": no dark store serves the address's pincode (nothing
                 *     is stored); `data` `{ pincode, serviceable: false, nearest: { pincode, area, city } | null }`
                 *     names the nearest served area. Or 'This Idempotency-Key was already used for a different order'.
                 *     Or the pricing refuses it (ADR 0018, nothing is stored): below the minimum order value
                 *     'Add ₹0.01 more: the minimum order is ₹99' with `data` `{ minimumOrder: { minimumPaise, shortfallPaise } }`;
                 *     a code that does not apply, with the quote's reason ('Add ₹50 more to use this offer', 'Valid from
                 *     5 Mar, 12:00', 'This offer ended on …', 'You have already used this offer', 'Only on your first order',
                 *     'Not valid at the store delivering to you', '<CODE> is not a valid code') and `data` `{ coupon }`.
                 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                /**
                 * @description 'Your addresses cannot be checked right now. Please try again in a moment.' (the user
                 *     service did not answer; nothing was stored, `data` null), or, for card orders, 'Online
                 *     payment is not available right now. Please try again or choose Cash on Delivery.'
                 *     (the payment session could not be created; the order is `payment_failed`, its stock
                 *     released, `data` `{ orderId }`).
                 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"] & {
                            data?: {
                                orderId?: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook (called by Stripe, public)
         * @description No JWT: the raw body is verified against `Stripe-Signature` with STRIPE_WEBHOOK_SECRET
         *     (timestamp tolerance 300 s), so send the exact bytes Stripe signed (the route reads the body
         *     before any JSON parsing; up to 512 kB). Handled types: `checkout.session.completed` (unless
         *     still `unpaid`) and `checkout.session.async_payment_succeeded` → order `confirmed`, payment
         *     `paid` (order.paid, then order.confirmed); `checkout.session.async_payment_failed` →
         *     `payment_failed`; `checkout.session.expired` → `expired` (both release the stock). A paid
         *     amount different from the order total counts as a failed payment. Events are applied at most
         *     once per event id, in any order and any number of times; money arriving for an order that is
         *     already over marks its payment `refund_due`. Other event types are acknowledged and ignored.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>` */
                    "Stripe-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        object?: "event";
                        type: string;
                        data: {
                            object?: {
                                id?: string;
                                client_reference_id?: string | null;
                                metadata?: {
                                    orderId?: string;
                                };
                                /** @description paise */
                                amount_total?: number | null;
                                payment_status?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Verified and handled. Message `webhook <outcome>`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /** @constant */
                                received: true;
                                /**
                                 * @description `duplicate`: already applied, or no longer fits the order's state; `ignored`: unhandled type, still-unpaid session or unknown order.
                                 * @enum {string}
                                 */
                                outcome: "applied" | "duplicate" | "ignored";
                            };
                        };
                    };
                };
                /** @description 'Missing Stripe-Signature header' or 'Webhook signature verification failed: …' (wrong secret, altered body, stale timestamp). Nothing changes. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body over 512 kB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's orders, newest first, per line and grouped
         * @description `data`: one entry per ordered product, what the original client lists in My Orders (amounts
         *     are the line's own). Top-level `orders`: the same orders grouped (`Order[]`), what our
         *     storefront reads. At most the 200 newest orders. Message 'order list'.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["OrderLine"][];
                            orders: components["schemas"]["Order"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/details/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order
         * @description The owner or orders.read (ADMIN, SUPPORT) sees it; anyone else (store staff included) gets 404 'Order not found'. Message 'order details'.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description 'Provide a valid orderId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an own order
         * @description Allowed while the order is `pending`, `awaiting_payment` or `confirmed` (not once a picker has
         *     it: `picking`); its stock is released
         *     (order.cancelled → stock.released), an open card payment session is expired, and a paid card
         *     payment is marked `refund_due`. Someone else's order → 404; any other state → 409 'An order
         *     that is <state> can no longer be cancelled'. Message 'Order cancelled'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description 'Provide orderId' or 'Provide a valid orderId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live order changes (server-sent events)
         * @description A shopper receives changes of their own orders, orders.read (ADMIN, SUPPORT) every order's, store staff (PICKER, RIDER, STORE_MANAGER) a notice `{ orderId, storeId, state, updatedAt }` of each change to their stores' orders. The stream opens with
         *     `retry: 3000`; each change is an event named `order` whose `data` is the order's new `Order`
         *     view (JSON, one line) and whose `id` is a cursor (the order's `updatedAt` in epoch ms). A
         *     reconnecting client sends that cursor as `Last-Event-ID` (or `?lastEventId=`) and first
         *     receives every order that changed after it (up to 200), oldest first. A `: ping` comment is
         *     sent every 15 s so proxies keep an idle stream open. Responses are not buffered
         *     (`X-Accel-Buffering: no`).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Same as the header, for clients that cannot set it; the header wins. */
                    lastEventId?: string;
                };
                header?: {
                    /** @description The `id` of the last event seen (epoch ms). */
                    "Last-Event-ID"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An open event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example retry: 3000
                         *
                         *     id: 1718000000000
                         *     event: order
                         *     data: {"orderId":"ORD-665f1c2ab3e4d5f6a7b8c9d0","state":"packed","status":"Packed",…}
                         *
                         *     : ping
                         */
                        "text/event-stream": string;
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders board (orders.read)
         * @description Every shopper's orders, newest first, paged. `q` matches the end of the order id (the full
         *     id or its tail, case-insensitive). `totalCount` counts what matches `state` and `q`; `counts`
         *     gives, for every state, how many orders match `q` (so the state tabs show their numbers).
         *     An unknown `state` is ignored and bad `page`/`limit` fall back to their defaults. Message 'orders'.
         */
        get: {
            parameters: {
                query?: {
                    state?: components["schemas"]["OrderState"];
                    q?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"][];
                            totalCount: number;
                            /** @description Orders per state (every state present, 0 included) */
                            counts: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description `q` longer than 40 characters */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order one fulfilment step (orders.advance)
         * @description `confirmed` → `picking` → `packed` → `out_for_delivery` → `delivered` (order.picking,
         *     order.packed, order.out_for_delivery, order.delivered), done by the calling admin. `packed`
         *     also straight from `confirmed` (one transition, as before picking existed: the admin is the
         *     picker) and counts every unticked unit as picked; `out_for_delivery` makes the admin the
         *     rider if nobody took it. Delivering a cash order marks its payment `collected`. Unknown order → 404; any other
         *     step → 409 'An order that is <state> cannot be marked <to>'. Message 'Order updated'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        /** @enum {string} */
                        to: "picking" | "packed" | "out_for_delivery" | "delivered";
                    };
                };
            };
            responses: {
                /** @description Advanced */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description 'Provide a valid orderId' or 'to must be picking, packed, out_for_delivery or delivered' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel any order (orders.cancel)
         * @description Allowed while `pending`, `awaiting_payment`, `confirmed`, `picking` or `packed` (not once out for
         *     delivery, nor in a final state: 409). Stock is released, an open card payment session is
         *     expired and a paid card payment is marked `refund_due`. `reason` (default 'Cancelled by the
         *     store') goes into the order's history and the order.cancelled event. Message 'Order cancelled'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description 'Provide a valid orderId', or `reason` over 200 characters */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/dev/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a test card payment (development and test only)
         * @description Not served when NODE_ENV is production (404 there). stripe-mock cannot call webhooks, so the
         *     test payment page asks the service to sign the Stripe event that `outcome` stands for
         *     (`paid` → checkout.session.completed, `failed` → checkout.session.async_payment_failed,
         *     `expired` → checkout.session.expired) and apply it through the same verification and
         *     handling as the webhook. Only the order's owner may; anyone else gets 404. Message
         *     'test payment <applied|duplicate|ignored>'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        /** @enum {string} */
                        outcome: "paid" | "failed" | "expired";
                    };
                };
            };
            responses: {
                /** @description The order after the event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description 'Provide a valid orderId' or 'outcome must be paid, failed or expired' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/promise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery promise for a pincode (public, guests too)
         * @description The store that would serve the pincode now and its promise, computed exactly as placement
         *     does (ADR 0007): minutes = PICK_MINUTES_PER_ORDER × ceil((orders confirmed or picking + 1) /
         *     max(pickers, 1)) + HANDOVER_MINUTES + km / RIDER_KMPH × 60, rounded up. With rider capacity
         *     on for the store (ADR 0027) the order leaves once packed and a rider is free, whichever is later
         *     (`riders`). Always 200; the message is what to show: 'Delivery in N minutes', 'Busy: delivery in
         *     ~N min' (rider capacity on and no rider free for the next order), "We don't deliver to <pincode>
         *     yet", or why the stores serving it cannot take an order now (the 409 messages of cash-on-delivery).
         *     `Cache-Control: no-store` (the promise moves with the queue).
         */
        get: {
            parameters: {
                query: {
                    pincode: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /**
                 * @description `data.serviceable` false: nobody delivers there; `nearest` is the nearest served area.
                 *     `data.available` false: stores serve it but none can take an order (`reason`, `paused` true,
                 *     `pausedByLoad` when it is the queue). Otherwise the chosen store and its promise.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /** @description Some store serves the pincode */
                                serviceable: boolean;
                                /** @description …and one of them can take an order now */
                                available: boolean;
                                pincode: string;
                                storeId?: string;
                                storeName?: string;
                                area?: string;
                                city?: string;
                                minutes?: number | null;
                                /**
                                 * Format: date-time
                                 * @description now + minutes
                                 */
                                promisedAt?: string | null;
                                distanceKm?: number | null;
                                /** @description orders confirmed or being picked at that store */
                                queue?: number;
                                paused?: boolean;
                                pausedByLoad?: boolean;
                                /** @enum {string} */
                                reason?: "busy" | "paused" | "closed";
                                /** @description local "HH:MM" when closed by its hours */
                                opensAt?: string | null;
                                /** @description Available: the store's riders in the promise; null while rider capacity is off for it */
                                riders?: components["schemas"]["PromiseRiders"] | null;
                                message: string;
                                /** @description Not served: the served area sharing the longest pincode prefix */
                                nearest?: {
                                    pincode: string;
                                    area: string;
                                    city: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description 'Enter a 6-digit pincode' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dark store's open orders, oldest first (store.pick, or store.deliver for stage=deliver, of `store`; a RIDER sees packed orders nobody took and their own)
         * @description `stage=pick` (default): `confirmed` and `picking` orders; `stage=deliver`: `packed` and
         *     `out_for_delivery`. Oldest confirmation first, at most 200. `store` is a dark store id (or
         *     `default` in one-store mode); unknown → 404 'Store not found'. Top-level `store`
         *     `{ storeId, name, status, pausedByLoad, minutes }` and `counts` (open orders per state). Message 'store queue'.
         */
        get: {
            parameters: {
                query: {
                    store: string;
                    stage?: "pick" | "deliver";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"][];
                            store: {
                                storeId: string;
                                name: string;
                                /** @enum {string} */
                                status: "open" | "paused" | "closed";
                                /** @description Paused by the order service because its queue is too long */
                                pausedByLoad: boolean;
                                /** @description The delivery promise a shopper of the store is given now; null when the store takes no orders, and in one-store mode */
                                minutes: number | null;
                            };
                            counts: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description 'Provide store', 'Provide a valid store' or 'stage must be pick or deliver' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A picker claims an order (store.pick, of the order's store; another store's order is 404)
         * @description `confirmed` → `picking` (order.picking; `picker` = the caller). Claiming one the caller already picks is a no-op; someone else's → 409 '<name> is already picking this order'. Message 'Order claimed'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/pick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tick units of a line picked (store.pick)
         * @description While `picking`, by its picker only (409 '<name> is picking this order'). `quantity` defaults to every unit still to tick; more than that → 409 'Only N of <name> is/are left to tick'; a product not in the order → 400. order.item_picked. Message 'Item picked'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        productId: string;
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark units of a line missing (partial refund) (store.pick)
         * @description Same rules as pick. The units come off the order, which is re-priced in paise at the prices held at reservation; their price becomes a `refunds` line (card: refund due; cash: collected less). order.item_missing (`refundPaise`, new `grandTotalPaise`); the shopper's stream gets the new order at once. Message 'Item marked missing'. To send a similar product instead, see /api/order/store/substitute.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        productId: string;
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/substitute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace missing units of a line with a same-aisle product (store.pick)
         * @description By the order's picker, for `quantity` unticked units (default: all). Answers at once with the line's `substitution` pending (order.substitution_requested); the catalogue then holds the substitute in the order's store (stock.substitute_held) or refuses (stock.substitute_refused: another aisle, short on this store's shelf, already in the order). Held: the units become missing and the substitute is a picked line with `substituteFor`, charged at its own price or, if dearer, at the original's; a cheaper one's difference is a `refunds` line with `substituteId` (order.item_substituted). Refused: the units are unticked again with `substitution.reason`. 409 for a substitute line, a product already in the order, a substitution already pending on the line, or units not left to tick; packing answers 409 while one is pending. Message 'Substitute requested'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        productId: string;
                        substituteId: string;
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description The order with the substitution pending */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pack a picked order (store.pick)
         * @description `picking` → `packed` by its picker, once every unit is ticked (409 'Tick every item first: N units left to pick'; a confirmed order → 409 'Claim the order before packing it') and at least one is in the bag (409 'Nothing is left to deliver: cancel the order instead'). order.packed. Message 'Order packed'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A rider takes a packed order (store.deliver, of the order's store)
         * @description While `packed`: `rider` = the caller (order.rider_assigned); taken by someone else → 409 '<name> has already taken this order'; again by the same rider → no-op. Message 'Order taken'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rider leaves with it (store.deliver)
         * @description `packed` → `out_for_delivery` (order.out_for_delivery) by the rider who took it (or the caller takes it now if nobody did). Message 'Out for delivery'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivered at the door (store.deliver)
         * @description `out_for_delivery` → `delivered` by its rider (order.delivered): `deliveredAt`, `actualMinutes` and `onTime` are set; a cash order's payment becomes `collected`. Message 'Order delivered'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/stores-load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dark store's intake and queue (store.dashboard; a STORE_MANAGER gets their stores')
         * @description Per store: `{ storeId, name, city, status, openNow, hours, pickers, queue, minutes, pausedByLoad,
         *     pausedSince, riderCapacity, riders, takingOrders, pauseAtMinutes, resumeAtMinutes, serves: [{ pincode, area }], updatedAt }`;
         *     `minutes` is the next order's promise to the store's nearest served area (with the wait for a
         *     rider while rider capacity is on), the number the
         *     store pauses on (above pauseAtMinutes) and resumes on (below resumeAtMinutes). Each store's
         *     decision is applied on the way. Top-level `perStore` (false in one-store mode) and `now`
         *     (the service's clock). Message 'stores load'.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stores */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                storeId: string;
                                name: string;
                                city: string;
                                /** @enum {string} */
                                status: "open" | "paused" | "closed";
                                /** @description within its hours now */
                                openNow: boolean;
                                hours: {
                                    open: string;
                                    close: string;
                                };
                                pickers: number;
                                /** @description orders confirmed or being picked */
                                queue: number;
                                /** @description the next order's promise to the nearest served area */
                                minutes: number;
                                pausedByLoad: boolean;
                                /** Format: date-time */
                                pausedSince: string | null;
                                /** @description riders on shift join the promise (ADR 0027) */
                                riderCapacity: boolean;
                                /** @description null while rider capacity is off */
                                riders: components["schemas"]["PromiseRiders"] | null;
                                /** @description open by status and hours, not paused by load */
                                takingOrders: boolean;
                                pauseAtMinutes: number;
                                resumeAtMinutes: number;
                                serves: {
                                    pincode: string;
                                    area: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description the catalogue's snapshot time this copy reflects
                                 */
                                updatedAt: string;
                            }[];
                            perStore?: boolean;
                            /** Format: date-time */
                            now?: string;
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders, on-time rate and promised vs actual minutes per store and hour (store.dashboard, of `store`; without it every store the caller may see)
         * @description Orders confirmed in [from, to) (default: the last 24 hours), bucketed by store and by the
         *     India-time hour of confirmation (`hour`: the hour's start as an instant). Each row and each
         *     store total: `orders`, `delivered`, `onTime` (delivered ≤ promisedAt), `late`, `cancelled`,
         *     `onTimeRate` (of delivered, 3 decimals; null if none), `avgPromisedMinutes`,
         *     `avgActualMinutes` (confirmation to the door; null if none delivered). At most 31 days.
         *     Message 'dashboard'.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    store?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The store and hour rows, and each store's totals */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                                /** @description true when the range held more orders than one answer counts */
                                truncated: boolean;
                                /** @description Per store and hour, by store name then hour; only hours with orders. */
                                hours: WithRequired<components["schemas"]["DashboardRow"], "hour">[];
                                /** @description Per store over the whole range, by store name; only stores with orders. */
                                stores: components["schemas"]["DashboardRow"][];
                            };
                        };
                    };
                };
                /** @description 'from must be a date', 'from must be before to', 'Choose a range of at most 31 days' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bill a basket would get now (public, guests too)
         * @description Takes what cash-on-delivery takes (`list_items`, `addressId`), or a `pincode` instead of the
         *     address (a cart before checkout), plus an optional `couponCode`. Prices each line from the
         *     catalogue's product events, charges the fees the store's settings say (platform default, then
         *     its city, then the store; all 0 by default), applies the code when it applies and the best
         *     automatic offer unasked, and lists the offers a shopper could use with why the others do not
         *     apply yet ('Add ₹120 more to use this offer'). Placement computes the same and fixes it on the
         *     order. Nothing is held or redeemed. A guest's first-order and per-shopper limits are judged when
         *     they place. `addressId` needs a signed-in caller (checked with the user service).
         *     `Cache-Control: no-store`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description As cash-on-delivery reads them; only `productId` and `quantity`. */
                        list_items: {
                            productId: string | {
                                _id: string;
                            };
                            quantity: number | string;
                        }[];
                        /** @description one of the caller's saved addresses */
                        addressId?: string;
                        /** @description used when there is no addressId */
                        pincode?: string;
                        /** @description 3 to 20 letters and digits, any case; empty means none */
                        couponCode?: string;
                    };
                };
            };
            responses: {
                /**
                 * @description The quote. `coupon` answers the code (`applied`, the message to show, and `refusal`:
                 *     unknown, paused, not_yet_valid, expired, minimum_not_met, already_used, first_order_only,
                 *     not_for_store, not_for_city, no_eligible_items or exhausted); the envelope's message is the
                 *     refusal's when the code does not apply. `canPlace` false below the minimum order value
                 *     (`blocker` says how much is missing). `unpriced`: products left out (not sold now).
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["PriceBreakdown"] & {
                                storeId: string;
                                storeName: string;
                                promisedMinutes: number;
                                canPlace: boolean;
                                blocker: string | null;
                                coupon: {
                                    code: string;
                                    applied: boolean;
                                    message: string;
                                    /** @enum {string} */
                                    refusal?: "unknown" | "paused" | "not_yet_valid" | "expired" | "minimum_not_met" | "already_used" | "first_order_only" | "not_for_store" | "not_for_city" | "no_eligible_items" | "exhausted";
                                } | null;
                                offers: {
                                    offerId: string;
                                    code: string | null;
                                    title: string;
                                    description: string;
                                    automatic: boolean;
                                    applicable: boolean;
                                    applied: boolean;
                                    savesPaise: number;
                                    reason: string | null;
                                    shortfallPaise: number;
                                }[];
                                unpriced: string[];
                            };
                        };
                    };
                };
                /**
                 * @description 'Your cart is empty', 'Provide a valid productId', 'At most 50 of one product per order',
                 *     'Choose a delivery address or enter a pincode', 'Enter a 6-digit pincode', 'Enter a valid code',
                 *     'Choose one of your saved delivery addresses'.
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description An `addressId` without a signed-in caller ('Please login to continue'). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /**
                 * @description Stores serve the pincode but none can take an order now (the messages and `data` of
                 *     cash-on-delivery's 409 for a busy, paused or closed store).
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                /** @description Nobody delivers there: "We don't deliver to <pincode> yet", with `data` `{ pincode, serviceable: false, nearest }`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                /** @description The addresses cannot be checked right now (the user service did not answer). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fee settings per scope, and what is in force at each store (fees.manage) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /**
                 * @description `defaults`: the settings before anyone sets any (every fee 0, no minimum: the original client's
                 *     'Free' delivery); `scopes`: what the platform (`default`), each city (`city:<name>`) and each
                 *     store (`store:<id>`) sets, with its `version`; `stores`: every dark store's resolved settings.
                 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                defaults: components["schemas"]["ResolvedFeeRules"];
                                scopes: {
                                    /**
                                     * @example default
                                     * @example city:bengaluru
                                     * @example store:blr-indiranagar
                                     */
                                    _id: string;
                                    /** @enum {string} */
                                    scope: "default" | "city" | "store";
                                    /** @description the city as the admin wrote it, the store id, or '' for the platform */
                                    name: string;
                                    /** @description only the kinds this scope sets */
                                    rules: components["schemas"]["FeeRules"];
                                    version: number;
                                    /** Format: date-time */
                                    updatedAt: string;
                                    /** @description the id of the admin who saved it */
                                    updatedBy: string;
                                }[];
                                stores: {
                                    storeId: string;
                                    name: string;
                                    city: string;
                                    rules: components["schemas"]["ResolvedFeeRules"];
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        /**
         * Set what one scope charges (fees.manage)
         * @description Replaces the kinds the scope sets: a kind left out inherits from the wider scope again (a
         *     store from its city, a city from the platform default). Amounts in paise. With `version` (as
         *     read) the write is refused with 409 when someone saved the scope meanwhile.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        scope: "default" | "city" | "store";
                        /** @description with scope `city` */
                        city?: string;
                        /** @description with scope `store` */
                        storeId?: string;
                        rules: components["schemas"]["FeeRules"];
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Saved ('Fees saved'); the same answer as GET. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                defaults: components["schemas"]["ResolvedFeeRules"];
                                scopes: {
                                    /**
                                     * @example default
                                     * @example city:bengaluru
                                     * @example store:blr-indiranagar
                                     */
                                    _id: string;
                                    /** @enum {string} */
                                    scope: "default" | "city" | "store";
                                    /** @description the city as the admin wrote it, the store id, or '' for the platform */
                                    name: string;
                                    /** @description only the kinds this scope sets */
                                    rules: components["schemas"]["FeeRules"];
                                    version: number;
                                    /** Format: date-time */
                                    updatedAt: string;
                                    /** @description the id of the admin who saved it */
                                    updatedBy: string;
                                }[];
                                stores: {
                                    storeId: string;
                                    name: string;
                                    city: string;
                                    rules: components["schemas"]["ResolvedFeeRules"];
                                }[];
                            };
                        };
                    };
                };
                /** @description 'scope must be default, city or store', 'Provide city', 'The delivery fee cannot be negative', 'The handling fee must be whole paise', 'The late night start must be a time HH:MM', an unknown fee kind… */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Store not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description 'These fees were changed by someone else meanwhile: reload and try again' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/fees/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bill of a sample basket with the settings in force (fees.manage)
         * @description A basket worth `basketPaise` at a store (its resolved settings) or a city, at `at` (default
         *     now: the late-night window) with a promise of `promisedMinutes` (default the store's last
         *     known promise: surge). Nothing is stored.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        storeId?: string;
                        city?: string;
                        basketPaise: number;
                        /** Format: date-time */
                        at?: string;
                        promisedMinutes?: number;
                    };
                };
            };
            responses: {
                /** @description The settings used and the bill. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                rules: components["schemas"]["ResolvedFeeRules"];
                                /** Format: date-time */
                                at: string;
                                promisedMinutes: number;
                                breakdown: components["schemas"]["PriceBreakdown"];
                            };
                        };
                    };
                };
                /** @description 'The sample basket must be an amount in paise', 'at must be a date'… */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Store not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every offer with its redemptions and spend so far (offers.manage) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Newest first, at most 500. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Offer"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        /**
         * Create an offer (offers.manage)
         * @description A code (stored upper-case, unique) or automatic; flat (`amountPaise`) or percent (`percent`,
         *     with an optional `capPaise`); `minBasketPaise` of in-scope items; a validity window
         *     (`startsAt` default now, `endsAt` open); `firstOrderOnly`; `perShopperLimit`; `totalLimit`
         *     and/or `budgetPaise`; `scope` (all, or the categories, products, stores or cities named in
         *     `ids`); `stackable` (combines with other stackable offers). Redemption is atomic: a limit or a
         *     budget is never exceeded, and a cancelled, refused or expired order gives its redemption back.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string;
                        code?: string | null;
                        automatic?: boolean;
                        /** @enum {string} */
                        kind: "flat" | "percent";
                        amountPaise?: number;
                        percent?: number;
                        capPaise?: number | null;
                        minBasketPaise?: number;
                        /** Format: date-time */
                        startsAt?: string;
                        /** Format: date-time */
                        endsAt?: string | null;
                        firstOrderOnly?: boolean;
                        perShopperLimit?: number | null;
                        totalLimit?: number | null;
                        budgetPaise?: number | null;
                        scope?: {
                            /** @enum {string} */
                            kind: "all" | "categories" | "products" | "stores" | "cities";
                            ids?: string[];
                        };
                        stackable?: boolean;
                    };
                };
            };
            responses: {
                /** @description 'Offer created' */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Offer"];
                        };
                    };
                };
                /** @description 'Give the offer a code, or make it automatic', 'An automatic offer has no code', 'A percent offer takes off 1 to 100 percent', 'The offer must end after it starts', 'Name the categories the offer is for', 'Codes are 3 to 20 letters and digits'… */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'An offer with the code <CODE> exists already' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/offers/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause an offer (offers.manage)
         * @description A paused offer applies to no new order; orders that hold it keep it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        offerId: string;
                    };
                };
            };
            responses: {
                /** @description 'Offer paused' */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Offer"];
                        };
                    };
                };
                /** @description 'Provide offerId', 'Provide a valid offerId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Offer not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/offers/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused offer (offers.manage) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        offerId: string;
                    };
                };
            };
            responses: {
                /** @description 'Offer resumed' */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["Offer"];
                        };
                    };
                };
                /** @description 'Provide offerId', 'Provide a valid offerId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Offer not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/offers/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How an offer has been used (offers.manage)
         * @description Redemptions by state (held by open orders, confirmed, released, refused) with their paise, and the latest 50.
         */
        get: {
            parameters: {
                query: {
                    offerId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The offer, its redemptions by state and the latest ones. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                offer: components["schemas"]["Offer"];
                                /** @description Only the states some redemption is in. */
                                byState: {
                                    claiming?: {
                                        count: number;
                                        amountPaise: number;
                                    };
                                    held?: {
                                        count: number;
                                        amountPaise: number;
                                    };
                                    confirmed?: {
                                        count: number;
                                        amountPaise: number;
                                    };
                                    released?: {
                                        count: number;
                                        amountPaise: number;
                                    };
                                    refused?: {
                                        count: number;
                                        amountPaise: number;
                                    };
                                };
                                latest: {
                                    orderId: string;
                                    userId: string;
                                    /** @enum {string} */
                                    state: "claiming" | "held" | "confirmed" | "released" | "refused";
                                    amountPaise: number;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description 'Provide offerId', 'Provide a valid offerId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                /** @description 'Offer not found' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate an own delivered order, once, within 7 days of delivery
         * @description The order and its items (`orderScore`) and the delivery and its rider (`deliveryScore`), each 1
         *     to 5, with tags from the fixed lists and an optional comment of up to 300 characters. Stored on
         *     the order with `order.rated@1` (outbox) in the same write; answers the order with its `rating`.
         *     Someone else's order is 404 'Order not found'. Message 'Thanks for rating'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrderRatingInput"] & {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Rated */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description 'Provide a valid orderId', 'orderScore must be a whole number from 1 to 5', 'Unknown delivery tag: choose from …', 'Each order tag once', 'Keep the comment to 300 characters', 'Unknown rating field: …' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                /** @description 'Only a delivered order can be rated', 'This order is already rated', 'Ratings close 7 days after delivery' */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ratings per store and per rider over the last days (store.dashboard, of `store`; without it every store the caller may see)
         * @description Ratings given in the last `days` days (default 30, at most 31), per store and per rider who
         *     delivered the rated orders: the count and the average of each score, one decimal. A store's
         *     `tags` are the tags given, most often first. Stores and riders without ratings are left out.
         *     The rider is the order's `rider`: who took it, or whoever dispatched it from the orders board;
         *     an order without one counts for its store only.
         *     Message 'ratings'.
         */
        get: {
            parameters: {
                query?: {
                    store?: string;
                    /** @description 1 to 31, default 30 */
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stores' and the riders' summaries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                                /** @description By store name. */
                                stores: (components["schemas"]["RatingSummary"] & {
                                    storeId: string;
                                    storeName: string;
                                    tags: {
                                        tag: string;
                                        count: number;
                                    }[];
                                })[];
                                /** @description By store name, then the delivery average, highest first. */
                                riders: (components["schemas"]["RatingSummary"] & {
                                    riderId: string;
                                    /** @description as the order recorded it ('' when it did not) */
                                    riderName: string;
                                    storeId: string;
                                    storeName: string;
                                })[];
                            };
                        };
                    };
                };
                /** @description 'days must be a whole number from 1 to 31', 'Provide a valid store' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/shift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's shift, and the store's riders as its promise counts them (store.deliver, of `store`)
         * @description `data`: the caller's shift wherever it is (`storeId` null: never signed in). Top-level `store`:
         *     the store asked about, whether rider capacity is on for it and, when on, its riders as the promise
         *     counts them (`riders` null while off). `store` is a dark store id (or `default` in one-store mode);
         *     unknown → 404 'Store not found'. Message 'your shift'.
         */
        get: {
            parameters: {
                query: {
                    store: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's shift and the store's riders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                riderId: string;
                                /** @description As the order steps name them; empty while the user service has not told it */
                                name: string;
                                /** @description The store of the last sign-in */
                                storeId: string | null;
                                onShift: boolean;
                                /**
                                 * Format: date-time
                                 * @description The last sign-in
                                 */
                                since: string | null;
                                /**
                                 * Format: date-time
                                 * @description The last sign-out
                                 */
                                endedAt: string | null;
                            };
                            store: {
                                storeId: string;
                                name: string;
                                /** @description Riders on shift join the promise (off until an admin switches it on) */
                                riderCapacity: boolean;
                                riders: components["schemas"]["PromiseRiders"] | null;
                                /** @description The promise to the store's nearest served area now (null in one-store mode) */
                                minutes: number | null;
                            };
                        };
                    };
                };
                /** @description 'Provide store' or 'Provide a valid store' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/shift/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller signs in for a store (store.deliver, of `storeId`)
         * @description On shift at `storeId` from now (the service's clock). Signing in again where the caller is on shift
         *     changes nothing; on shift at another store → 409 'You are on shift at <store>: sign out there first'.
         *     Audited (audit.recorded, entity `staff`, action `riderSignIn`). Message 'On shift at <store>'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        storeId: string;
                    };
                };
            };
            responses: {
                /** @description The shift after the sign-in, and the store's riders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                riderId: string;
                                /** @description As the order steps name them; empty while the user service has not told it */
                                name: string;
                                /** @description The store of the last sign-in */
                                storeId: string | null;
                                onShift: boolean;
                                /**
                                 * Format: date-time
                                 * @description The last sign-in
                                 */
                                since: string | null;
                                /**
                                 * Format: date-time
                                 * @description The last sign-out
                                 */
                                endedAt: string | null;
                            };
                            store: {
                                storeId: string;
                                name: string;
                                /** @description Riders on shift join the promise (off until an admin switches it on) */
                                riderCapacity: boolean;
                                riders: components["schemas"]["PromiseRiders"] | null;
                                /** @description The promise to the store's nearest served area now (null in one-store mode) */
                                minutes: number | null;
                            };
                        };
                    };
                };
                /** @description 'Provide store' or 'Provide a valid store' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/store/shift/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A rider signs out of a store (store.deliver, of `storeId`; another rider's shift needs a global role)
         * @description Off shift from now. Without `riderId` (or with the caller's own) the caller's shift; another rider's
         *     → 403 'You can sign out only your own shift' unless the caller is an admin (404 'This rider has no
         *     shift' for a rider never signed in). Not on shift at `storeId`: nothing changes, the answer says
         *     where they are. Audited (action `riderSignOut`). Message 'Off shift' or 'Still on shift at <store>'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        storeId: string;
                        riderId?: string;
                    };
                };
            };
            responses: {
                /** @description The shift after the sign-out, and the store's riders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                riderId: string;
                                /** @description As the order steps name them; empty while the user service has not told it */
                                name: string;
                                /** @description The store of the last sign-in */
                                storeId: string | null;
                                onShift: boolean;
                                /**
                                 * Format: date-time
                                 * @description The last sign-in
                                 */
                                since: string | null;
                                /**
                                 * Format: date-time
                                 * @description The last sign-out
                                 */
                                endedAt: string | null;
                            };
                            store: {
                                storeId: string;
                                name: string;
                                /** @description Riders on shift join the promise (off until an admin switches it on) */
                                riderCapacity: boolean;
                                riders: components["schemas"]["PromiseRiders"] | null;
                                /** @description The promise to the store's nearest served area now (null in one-store mode) */
                                minutes: number | null;
                            };
                        };
                    };
                };
                /** @description 'Provide store', 'Provide a valid store' or 'Provide a valid riderId' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/rider-shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Riders on shift (store.dashboard; a store manager sees their own stores')
         * @description Every rider on shift at `store`, or without it at every store the caller may see, by store and
         *     sign-in time, each with the orders they have taken and not delivered (`delivering`). Another
         *     store → 403. Message 'riders on shift'.
         */
        get: {
            parameters: {
                query?: {
                    store?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The riders on shift */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: ({
                                riderId: string;
                                /** @description As the order steps name them; empty while the user service has not told it */
                                name: string;
                                /** @description The store of the last sign-in */
                                storeId: string | null;
                                onShift: boolean;
                                /**
                                 * Format: date-time
                                 * @description The last sign-in
                                 */
                                since: string | null;
                                /**
                                 * Format: date-time
                                 * @description The last sign-out
                                 */
                                endedAt: string | null;
                            } & {
                                storeId: string;
                                /** @constant */
                                onShift?: true;
                                delivering: number;
                            })[];
                        };
                    };
                };
                /** @description 'Provide a valid store' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/rider-capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch rider capacity on or off for a dark store (store.operate, of `storeId`)
         * @description Off for every store until switched on, so the promise is as before. On: the store's promise adds
         *     the wait for a free rider given its riders on shift (ADR 0027), and with no rider free for the next
         *     order it says 'Busy: delivery in ~N min'; the store pauses by load on the same promise. Audited
         *     (entity `store`, action `riderCapacity`) when it changes. Not a dark store → 404 'Store not found'.
         *     `data` is the store's rider state as in GET /api/order/store/shift. Message 'Rider capacity on for <store>' or '… off …'.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        storeId: string;
                        on: boolean;
                    };
                };
            };
            responses: {
                /** @description The store's rider state after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data: {
                                storeId: string;
                                name: string;
                                /** @description Riders on shift join the promise (off until an admin switches it on) */
                                riderCapacity: boolean;
                                riders: components["schemas"]["PromiseRiders"] | null;
                                /** @description The promise to the store's nearest served area now (null in one-store mode) */
                                minutes: number | null;
                            };
                        };
                    };
                };
                /** @description 'Provide store', 'Provide a valid store' or 'on must be true or false' */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff accounts and pending invitations (staff.manage) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Staff (`data`) and the invitations not yet used (`invites`), the caller's to manage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["StaffMember"][];
                            invites?: components["schemas"]["StaffInvite"][];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/staff/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone by e-mail (staff.manage)
         * @description Mails a one-time link (`<PUBLIC_BASE_URL>/staff/invite#token=…`, valid STAFF_INVITE_TTL_HOURS,
         *     72 by default). A newer invitation to the same address replaces an earlier one. An address
         *     whose account is a shopper's becomes the staff account when the link is used; one that is
         *     already staff is 409 (change its roles instead). PICKER, RIDER and STORE_MANAGER need at
         *     least one store; a store manager invites PICKER and RIDER for their own stores only (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        name: string;
                        role: components["schemas"]["StaffRole"];
                        /** @description Store ids (lower-cased on the way in) */
                        stores?: string[];
                    };
                };
            };
            responses: {
                /** @description Invitation sent ("Invitation sent to <email>") */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["StaffInvite"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/staff/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use an invitation link; sets the password
         * @description The token from the link's fragment. Works once, before it expires ("This invitation link is
         *     invalid, used or expired. Ask for a new one."). Then sign in with /api/user/login as usual.
         *     Accepting for a shopper's address replaces that account's password and ends its sessions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description The staff account is ready */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["StaffMember"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/staff/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a person's role and stores (staff.manage)
         * @description The access tokens that person holds are refused at once (the revocation list); their next
         *     refresh carries the new role and stores. USER takes every staff role away. Nobody changes
         *     their own access (403).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        role: components["schemas"]["Role"];
                        stores?: string[];
                    };
                };
            };
            responses: {
                /** @description The person as now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["StaffMember"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/staff/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a staff account (staff.manage); signs them out everywhere at once
         * @description Every login ends and every access token out is refused at once; sign-in answers 401 until reactivated.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description The person as now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["StaffMember"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/staff/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a deactivated staff account sign in again (staff.manage) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description The person as now stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["StaffMember"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a dark store (store.manage) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The store's id, a slug like `blr-indiranagar` (lower-cased on the way in); `city-name` when left out. `default` is reserved. */
                        _id?: string;
                        name: string;
                        city: string;
                        location: {
                            lat: number | string;
                            lng: number | string;
                        };
                        /** @description The pincodes the store delivers to, each once, with the centre travel distance is measured to. */
                        serves: {
                            pincode: string | number;
                            area: string;
                            lat: number | string;
                            lng: number | string;
                        }[];
                        /** @description Local time (Asia/Kolkata), "HH:MM". A close before the open means open past midnight; 00:00 to 24:00 is round the clock. */
                        hours: {
                            open: string;
                            close: string;
                        };
                        /** @description Pickers on shift (the promise's picking capacity) */
                        pickers: number | string;
                        /**
                         * @description Set by admins; pausing for load is the order service's own decision
                         * @default open
                         * @enum {string}
                         */
                        status?: "open" | "paused" | "closed";
                        /** @description The store as the seller on tax invoices (store.manage). No invoice is issued for a store without it (ADR 0019) */
                        legal?: {
                            /** @description Registered legal name */
                            name: string;
                            /** @description 15 characters: state code, PAN, entity number, Z, check character (verified: 'This GSTIN has a typo: its check character does not match'); spaces dropped, upper-cased */
                            gstin: string;
                            /** @description Address printed on invoices */
                            address: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Created ("Store created") */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["DarkStore"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a dark store (store.operate for hours, status and pickers, of the caller's store; store.manage for the rest); only the fields sent change, the whole store may be sent back */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The store's id, a slug like `blr-indiranagar` (lower-cased on the way in); `city-name` when left out. `default` is reserved. */
                        _id: string;
                        name?: string;
                        city?: string;
                        location?: {
                            lat: number | string;
                            lng: number | string;
                        };
                        /** @description The pincodes the store delivers to, each once, with the centre travel distance is measured to. */
                        serves?: {
                            pincode: string | number;
                            area: string;
                            lat: number | string;
                            lng: number | string;
                        }[];
                        /** @description Local time (Asia/Kolkata), "HH:MM". A close before the open means open past midnight; 00:00 to 24:00 is round the clock. */
                        hours?: {
                            open: string;
                            close: string;
                        };
                        /** @description Pickers on shift (the promise's picking capacity) */
                        pickers?: number | string;
                        /**
                         * @description Set by admins; pausing for load is the order service's own decision
                         * @default open
                         * @enum {string}
                         */
                        status?: "open" | "paused" | "closed";
                        /** @description The store as the seller on tax invoices (store.manage). No invoice is issued for a store without it (ADR 0019) */
                        legal?: {
                            /** @description Registered legal name */
                            name: string;
                            /** @description 15 characters: state code, PAN, entity number, Z, check character (verified: 'This GSTIN has a typo: its check character does not match'); spaces dropped, upper-cased */
                            gstin: string;
                            /** @description Address printed on invoices */
                            address: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Updated ("Store updated") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["DarkStore"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every dark store, by city then name (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stores */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["DarkStore"][];
                            /** @description The shelf `stock` of the original product endpoints (create, update, store-less CSV rows) goes to (ADR 0015): the store LEGACY_STOCK_STORE names, or `default` while it does not exist (the default shelf, which no dark store sells from once stores exist). */
                            legacyStockStore?: string;
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set one store's units of one product, or of many at once (store.stock, of the caller's store)
         * @description `{ storeId, productId, stock }` or `{ storeId, items: [{ productId, stock }] }` (at most 500, each product once).
         *     Each product's write is a compare-and-set: the store's shelf becomes `stock`, the product's total moves by the
         *     same difference, and a reservation landing in between is never overwritten. A store that had no units of a
         *     product starts selling it. Publishes product.updated (with `storeStock`) for every product that changed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        storeId: string;
                        productId?: string;
                        stock?: number | string;
                        items?: {
                            productId: string;
                            stock: number | string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Set ("Stock updated") */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                storeId: string;
                                items: {
                                    productId: string;
                                    /** @description Units now in the store */
                                    stock: number;
                                    /** @description Units on every shelf together (the product's stock) */
                                    total: number;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                403: components["responses"]["Forbidden"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Registered */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; sets httpOnly accessToken and refreshToken cookies
         * @description Also sets `signedIn=1`: readable by scripts (not httpOnly), no secret, as long-lived as the
         *     refresh token. It only tells the storefront that a session may exist, so a guest's page load
         *     asks for none; refresh-token renews it, logout and a refused refresh clear it
         *     (`@minutemart/contracts/session-hint`).
         *     Five failed attempts lock the account for 15 minutes (429 with Retry-After, even for the right
         *     password); attempts from any number of addresses count together. The gateway also limits failed
         *     logins per address (300 a minute by default).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                accesstoken?: string;
                                refreshToken?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                /** @description The right password of an account that is not active ('Your account is not active. Contact support.') */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the refresh token (cookie or Bearer) and get a new access token
         * @description Renews the `signedIn` hint cookie with the new tokens; a 401 (no, spent or revoked refresh
         *     token) clears it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description New tokens; cookies set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                accessToken?: string;
                                refreshToken?: string;
                            };
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revoke this login and clear both cookies
         * @description The login is found by the refreshToken cookie or, for a client that sends only its access token,
         *     by that token's session id. Its refresh tokens are revoked and its access tokens are refused at
         *     once by the gateway and every service.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the signed-in user's name, email and mobile
         * @description Only `name`, `email` and `mobile` are read; any other field (role, status, password, …) is
         *     ignored. The email is trimmed and lower-cased and must not belong to another account; changing
         *     it clears `verify_email`. `mobile` may be a number or a string and is stored as a string.
         *     Publishes `user.updated`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        /** @description 3-20 characters of digits, spaces and + - ( ) . */
                        mobile: string | number;
                    };
                };
            };
            responses: {
                /** @description Updated (message 'Updated successfully') */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: components["schemas"]["User"];
                        };
                    };
                };
                400: components["responses"]["BadRequest"];
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                409: components["responses"]["Conflict"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/upload-avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the signed-in user's avatar
         * @description One image in the multipart field `avatar`: JPEG, PNG, WebP, GIF or AVIF, decided by the file's
         *     content (a text file named .png is refused). At most `AVATAR_MAX_MB` (5 MB by default). The image
         *     is stored by the media service (`POST /api/file/avatar`) and its absolute URL saved as the
         *     user's avatar. Publishes `user.updated`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        avatar: string;
                    };
                };
            };
            responses: {
                /** @description Stored (message 'upload profile'); the client reads `data.avatar` */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"] & {
                            data?: {
                                _id: string;
                                /** Format: uri */
                                avatar: string;
                            };
                        };
                    };
                };
                /** @description No file, another field name, more than one file, or an image the media service could not read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                401: components["responses"]["Unauthorized"];
                404: components["responses"]["NotFound"];
                /** @description Larger than the limit ('Image must be at most 5 MB') */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a JPEG, PNG, WebP, GIF or AVIF image */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                /** @description The media service is unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Email a 6-digit password reset code
         * @description Answers the same for unknown emails (no account enumeration); only existing active accounts get
         *     mail. The code is valid for 10 minutes; a new request replaces the previous code. At most 3
         *     requests per email per 15 minutes (429), on top of the gateway's per-IP limit.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Accepted ('… Please check your email.') */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                /** @description The mail queue is unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verify-forgot-password-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Verify the emailed code; allows one password reset within 10 minutes
         * @description Wrong code → 400 'Invalid otp'; after 5 wrong codes the code is burned and even the right one
         *     answers 'Too many attempts, request a new OTP'; past its expiry → 'OTP is expired'. A code
         *     verifies once. At most 10 checks per email per 15 minutes across codes and addresses (429 with
         *     Retry-After).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Verified ('Verify otp successfully') */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                400: components["responses"]["BadRequest"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password after a verified code
         * @description Allowed once, within 10 minutes of a successful verify-forgot-password-otp for this email
         *     (else 403). Applies the password policy, ends every session of the account (refresh tokens
         *     revoked, and their access tokens refused at once) and clears a login lock.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        newPassword: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Updated ('Password updated successfully.') */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Envelope"];
                    };
                };
                /** @description Passwords differ ('New password and confirm password must be same.') or violate the policy */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                403: components["responses"]["Forbidden"];
                413: components["responses"]["PayloadTooLarge"];
                415: components["responses"]["UnsupportedMediaType"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["ServiceUnavailable"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Envelope: {
            success: boolean;
            error: boolean;
            message: string;
            data: unknown;
        };
        Error: components["schemas"]["Envelope"] & {
            /** @constant */
            success?: false;
            /** @constant */
            error?: true;
        };
        /** @description An account as the user service answers it (PUBLIC_USER_FIELDS in services/user/src/data/user-model.ts); every field has a default when the account is made. */
        User: {
            _id: string;
            name: string;
            /** Format: email */
            email: string;
            avatar: string;
            mobile: string | null;
            verify_email: boolean;
            /** Format: date-time */
            last_login_date: string | null;
            /** @enum {string} */
            status: "Active" | "Inactive" | "Suspended";
            address_details: string[];
            shopping_cart: string[];
            orderHistory: string[];
            role: components["schemas"]["Role"];
            /** @description The dark stores a PICKER, RIDER or STORE_MANAGER works for */
            stores: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A saved delivery address (user service). `status` false is a removed one, kept for the orders that point at it. */
        Address: {
            _id: string;
            userId: string;
            address_line: string;
            city: string;
            state: string;
            pincode: string;
            country: string;
            mobile: string;
            instructions?: components["schemas"]["DeliveryInstructions"];
            status: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description For the rider (contracts/src/delivery-instructions.ts): every field optional; absent on addresses and orders saved before them. `note` is trimmed. */
        DeliveryInstructions: {
            leaveAtDoor?: boolean;
            doNotRing?: boolean;
            callOnArrival?: boolean;
            pets?: boolean;
            note?: string;
        };
        /**
         * @description A shopper's rating of their delivered order (contracts/src/order-rating.ts, ADR 0026): the order and
         *     its items, and the delivery and its rider, each a whole number from 1 to 5; tags from the fixed lists
         *     (contracts/src/rating-labels.ts), each once; an optional comment, trimmed.
         */
        OrderRatingInput: {
            orderScore: number;
            deliveryScore: number;
            orderTags?: ("fresh" | "well_packed" | "good_value" | "as_described" | "missing_item" | "wrong_item" | "not_fresh" | "poorly_packed")[];
            deliveryTags?: ("on_time" | "polite_rider" | "followed_instructions" | "careful_handling" | "late" | "rude_rider" | "items_damaged" | "ignored_instructions")[];
            comment?: string;
        };
        /** @description The rating as given (tags as keys of the lists; no comment when none was written), and when. */
        OrderRating: {
            orderScore: number;
            deliveryScore: number;
            orderTags: string[];
            deliveryTags: string[];
            comment?: string;
            /** Format: date-time */
            at: string;
        };
        /** @description Ratings given in the range, their count and the average of each score (one decimal; null with none). */
        RatingSummary: {
            count: number;
            orderAvg: number | null;
            deliveryAvg: number | null;
        };
        /**
         * @description A store's riders in its promise, while rider capacity is on for it (ADR 0027): riders on shift, orders a
         *     rider took and has not delivered, orders ahead of the next one that still need a rider (in the pick queue,
         *     or packed and not taken), the minutes until a rider is free for the next order, and `busy` when none is
         *     free for it now (the promise then says 'Busy: delivery in ~N min').
         */
        PromiseRiders: {
            onShift: number;
            delivering: number;
            ahead: number;
            waitMinutes: number;
            busy: boolean;
        };
        /** @enum {string} */
        Role: "USER" | "SUPPORT" | "PICKER" | "RIDER" | "STORE_MANAGER" | "ADMIN";
        /** @enum {string} */
        StaffRole: "SUPPORT" | "PICKER" | "RIDER" | "STORE_MANAGER" | "ADMIN";
        StaffMember: {
            _id: string;
            name: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["Role"];
            stores: string[];
            /** @enum {string} */
            status: "Active" | "Inactive" | "Suspended";
            /** Format: date-time */
            last_login_date: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AuditEntry: {
            /** @description The audit.recorded event's id */
            _id: string;
            /** Format: date-time */
            at: string;
            actor: {
                id: string;
                role: components["schemas"]["Role"];
                email: string;
                stores: string[];
            };
            requestId: string;
            service: string;
            /** @enum {string} */
            entity: "product" | "category" | "subcategory" | "store" | "stock" | "order" | "staff" | "fee" | "offer";
            entityId: string;
            action: string;
            storeId: string | null;
            stores: string[];
            before: Record<string, never> | null;
            after: Record<string, never> | null;
        };
        /** @description A pending invitation; `createdAt` in the staff list, not in the invite answer. */
        StaffInvite: {
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            stores: string[];
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt?: string;
        };
        /**
         * @description The order's position in its state machine (contracts/src/order-states.ts). Its display label
         *     travels as `status`: pending Processing, awaiting_payment Awaiting payment, confirmed
         *     Confirmed, picking Picking (a picker in the dark store has it), packed Packed, out_for_delivery Out for delivery, delivered Delivered, cancelled
         *     Cancelled, rejected Rejected, payment_failed Payment failed, expired Expired. Final:
         *     delivered, cancelled, rejected, payment_failed, expired.
         * @enum {string}
         */
        OrderState: "pending" | "awaiting_payment" | "confirmed" | "picking" | "packed" | "out_for_delivery" | "delivered" | "cancelled" | "rejected" | "payment_failed" | "expired";
        /** @enum {string} */
        OrderStatusLabel: "Processing" | "Awaiting payment" | "Confirmed" | "Picking" | "Packed" | "Out for delivery" | "Delivered" | "Cancelled" | "Rejected" | "Payment failed" | "Expired";
        /** @enum {string} */
        PaymentMethod: "cod" | "card";
        /**
         * @description cod_due: cash to collect on delivery (collected once delivered); awaiting: card payment open; refund_due: paid for an order that did not go ahead.
         * @enum {string}
         */
        PaymentState: "cod_due" | "awaiting" | "paid" | "failed" | "expired" | "refund_due" | "collected";
        /** @description Copy of the delivery address taken when the order was placed; later edits of the address do not change it. */
        AddressSnapshot: {
            /** @description the saved address it was copied from */
            _id: string;
            address_line: string;
            city: string;
            state: string;
            country: string;
            pincode: string;
            mobile: string;
            /** @description the address's, or the ones given for this order at placement */
            instructions?: components["schemas"]["DeliveryInstructions"];
        };
        /** @description A line as the catalogue priced it when it held the stock. */
        OrderItem: {
            productId: string;
            name: string;
            image: string[];
            unit: string;
            quantity: number;
            /** @description catalogue price in rupees, before discount */
            price: number;
            /** @description percent */
            discount: number;
            /** @description unit price paid: price − ceil(price × discount / 100), in paise */
            unitPricePaise: number;
            /** @description (quantity − missing) × undiscounted unit price */
            lineSubTotalPaise: number;
            /** @description (quantity − missing) × unitPricePaise */
            lineTotalPaise: number;
            /** @description units the picker put in the bag */
            picked: number;
            /** @description units not on the shelf, taken off the order (see `refunds`) */
            missing: number;
            /** @description On a substitute's line, the line it stands in for. */
            substituteFor?: {
                productId: string;
                name: string;
            };
            /** @description On a line with missing units, the substitute asked for (`pending` until the catalogue answers, then `held` or `refused` with a reason). */
            substitution?: {
                productId: string;
                /** @description the substitute's name ('' while pending) */
                name: string;
                quantity: number;
                /** @enum {string} */
                state: "pending" | "held" | "refused";
                reason?: string;
            };
        };
        /**
         * @description The order's totals in paise (the original client's fields). On an order priced with fees and
         *     offers (ADR 0018) `deliveryPaise` is the delivery fee, `grandTotalPaise` what is charged (items +
         *     fees − offers) and `savingsPaise` product discounts + offers; with the default settings delivery
         *     is free and the total is the item total.
         */
        Totals: {
            /** @description sum of quantity × undiscounted unit price */
            subTotalPaise: number;
            /** @description sum of quantity × discounted unit price */
            itemsPaise: number;
            deliveryPaise: number;
            /** @description what is charged: itemsPaise + fees − offers */
            grandTotalPaise: number;
            /** @description subTotalPaise − itemsPaise, plus offers */
            savingsPaise: number;
            totalQty: number;
        };
        /** @description A line the catalogue could not hold, with what was left of it (0 for an unknown product). */
        Unavailable: {
            productId: string;
            name: string;
            requested: number;
            available: number;
            /**
             * @description `not_sold`: unknown, deleted or unpublished, or (with scope `store`) not carried by the order's store
             * @enum {string}
             */
            reason?: "out_of_stock" | "not_sold";
            /**
             * @description Whose refusal it is (ADR 0015). `store`: the order's store alone (it does not carry the product, or other stores still have units of it); `everywhere`: no store could do better. Absent on orders refused before it existed.
             * @enum {string}
             */
            scope?: "store" | "everywhere";
        };
        OrderHistoryEntry: {
            /** @description 1 for placement, +1 per transition */
            seq: number;
            state: components["schemas"]["OrderState"];
            status: components["schemas"]["OrderStatusLabel"];
            /** Format: date-time */
            at: string;
            by: {
                /**
                 * @description `admin`: any staff member; `role` says which
                 * @enum {string}
                 */
                kind: "shopper" | "admin" | "system" | "payment";
                /** @description the user id for shoppers and staff */
                id?: string;
                /** @description the staff member's name, when the order service knows it */
                name?: string;
                role?: components["schemas"]["StaffRole"];
            };
            reason?: string;
        };
        /** @description Who picks (or delivers) the order, since when. */
        StaffAssignment: {
            id: string;
            name?: string;
            role?: components["schemas"]["StaffRole"];
            /** Format: date-time */
            at: string;
        };
        /** @description Units found missing while picking; their price comes off the order (refunded to a card, not collected in cash). */
        RefundLine: {
            productId: string;
            name: string;
            quantity: number;
            amountPaise: number;
            /** @description set when the refund is a cheaper substitute's difference */
            substituteId?: string;
            /** Format: date-time */
            at: string;
            by: {
                /**
                 * @description `admin`: any staff member; `role` says which
                 * @enum {string}
                 */
                kind: "shopper" | "admin" | "system" | "payment";
                /** @description the user id for shoppers and staff */
                id?: string;
                /** @description the staff member's name, when the order service knows it */
                name?: string;
                role?: components["schemas"]["StaffRole"];
            };
        };
        /**
         * @description One order (one checkout) grouped, as our storefront and admin read it. `items` stays empty and `totals`
         *     all zeros until the stock is held (`pending`, `rejected`); `unavailable` lists what
         *     ran out for a `rejected` order.
         */
        Order: {
            _id: string;
            orderId: string;
            userId: string;
            /** @description the dark store chosen at placement (ADR 0007); `default` in one-store mode */
            storeId: string;
            /** @description its name then ('Minutemart' in one-store mode) */
            storeName: string;
            state: components["schemas"]["OrderState"];
            status: components["schemas"]["OrderStatusLabel"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            paymentState: components["schemas"]["PaymentState"];
            items: components["schemas"]["OrderItem"][];
            /** @description all zeros until the stock is held */
            totals: components["schemas"]["Totals"];
            /**
             * @description The bill line by line (fees with their reasons, offers): quoted at placement, final once
             *     the stock is held, re-priced after a missing item (ADR 0018). null for orders placed before it.
             */
            pricing: components["schemas"]["PriceBreakdown"] | null;
            /** @description rupees, totals.subTotalPaise / 100 (0 while unpriced) */
            subTotalAmt: number;
            /** @description rupees, totals.grandTotalPaise / 100 (0 while unpriced) */
            totalAmt: number;
            delivery_address: components["schemas"]["AddressSnapshot"] | null;
            /** @description the promise made at placement (store queue, pickers and ride) */
            promisedMinutes: number | null;
            /** @description store to the address's pincode centre, great-circle; null in one-store mode */
            distanceKm: number | null;
            /**
             * Format: date-time
             * @description when the stock was held (and, for cards, paid); the promise's clock starts here
             */
            confirmedAt: string | null;
            /**
             * Format: date-time
             * @description confirmedAt + promisedMinutes
             */
            promisedAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** @description deliveredAt − confirmedAt in whole minutes, rounded up */
            actualMinutes: number | null;
            /** @description deliveredAt ≤ promisedAt; null until delivered */
            onTime: boolean | null;
            picker: components["schemas"]["StaffAssignment"] | null;
            rider: components["schemas"]["StaffAssignment"] | null;
            refunds: components["schemas"]["RefundLine"][];
            /** @description sum of refunds[].amountPaise */
            refundPaise: number;
            history: components["schemas"]["OrderHistoryEntry"][];
            unavailable: components["schemas"]["Unavailable"][];
            /** @description The shopper's rating once given (ADR 0026); null before, and for orders that cannot be rated. */
            rating: components["schemas"]["OrderRating"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One fee of a bill, charged or waived, with its reason in the shopper's words (ADR 0018). */
        FeeLine: {
            /** @enum {string} */
            kind: "delivery" | "small_cart" | "handling" | "late_night" | "surge";
            /** @description 'Delivery', 'Small cart fee', 'Handling fee' (or the platform's own name), 'Late night fee', 'High demand fee' */
            label: string;
            /** @description 'Free delivery', 'Free on orders of ₹199 or more', 'On orders below ₹149', 'On every order', 'Orders between 23:00 and 05:00', 'The store is busy: delivery in 31 minutes' */
            reason: string;
            amountPaise: number;
            /** @description what the rule would have charged but did not (free delivery at or above its threshold) */
            waivedPaise: number;
        };
        DiscountLine: {
            offerId: string;
            /** @description null for an automatic offer */
            code: string | null;
            title: string;
            automatic: boolean;
            amountPaise: number;
        };
        /**
         * @description A bill line by line, in paise (ADR 0018): items after product discounts, each fee with its
         *     reason, the offers, the total (itemsPaise + feesPaise − discountPaise), and nudges ('Add ₹42
         *     for free delivery'). With the default settings every fee is 0 and there is no minimum.
         */
        PriceBreakdown: {
            lines: {
                productId: string;
                name: string;
                image: string[];
                unit: string;
                quantity: number;
                price: number;
                discount: number;
                unitPricePaise: number;
                lineSubTotalPaise: number;
                lineTotalPaise: number;
            }[];
            itemsSubTotalPaise: number;
            /** @description the basket value every threshold compares with */
            itemsPaise: number;
            productSavingsPaise: number;
            fees: components["schemas"]["FeeLine"][];
            feesPaise: number;
            discounts: components["schemas"]["DiscountLine"][];
            discountPaise: number;
            /** @description product discounts + offers + waived fees */
            savingsPaise: number;
            grandTotalPaise: number;
            totalQty: number;
            minimumOrder: {
                minimumPaise: number;
                shortfallPaise: number;
            } | null;
            nudges: {
                /** @enum {string} */
                kind: "free_delivery" | "small_cart" | "minimum_order" | "offer";
                message: string;
                shortfallPaise: number;
                offerId?: string;
            }[];
        };
        /**
         * @description The fee settings of a scope, or the resolved settings of a store (default, then its city, then
         *     the store; each kind taken whole from the narrowest scope that sets it). Paise throughout.
         */
        FeeRules: {
            delivery?: {
                feePaise: number;
                /** @description free at or above it; null never free */
                freeAbovePaise: number | null;
            };
            smallCart?: {
                feePaise: number;
                belowPaise: number;
            };
            minimumOrder?: {
                minimumPaise: number;
            };
            handling?: {
                feePaise: number;
                label: string;
            };
            lateNight?: {
                feePaise: number;
                /** @description IST */
                from: string;
                /** @description IST; before `from` crosses midnight */
                to: string;
            };
            surge?: {
                feePaise: number;
                /** @description charged while the store promise exceeds it */
                aboveMinutes: number;
            };
        };
        /**
         * @description The settings in force at a store, or the platform's before anyone sets any: every kind set
         *     (the defaults, then the platform's, its city's and its own settings, narrowest first).
         */
        ResolvedFeeRules: WithRequired<components["schemas"]["FeeRules"], "delivery" | "smallCart" | "minimumOrder" | "handling" | "lateNight" | "surge">;
        /** @description An offer as admins manage it, with what open and confirmed orders hold of it (ADR 0018). */
        Offer: {
            _id: string;
            title: string;
            description: string;
            code: string | null;
            automatic: boolean;
            /** @enum {string} */
            kind: "flat" | "percent";
            amountPaise: number;
            percent: number;
            capPaise: number | null;
            minBasketPaise: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string | null;
            firstOrderOnly: boolean;
            perShopperLimit: number | null;
            totalLimit: number | null;
            budgetPaise: number | null;
            scope: {
                /** @enum {string} */
                kind: "all" | "categories" | "products" | "stores" | "cities";
                ids: string[];
            };
            stackable: boolean;
            /** @enum {string} */
            status: "active" | "paused";
            redemptions: number;
            spentPaise: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description A store's numbers on the store dashboard, over the whole range or one India-time hour of it
         *     (`hour`, in the hourly rows only). Orders counted by their confirmation.
         */
        DashboardRow: {
            storeId: string;
            storeName: string;
            /**
             * Format: date-time
             * @description the hour's start as an instant
             */
            hour?: string;
            orders: number;
            delivered: number;
            /** @description delivered by promisedAt */
            onTime: number;
            late: number;
            cancelled: number;
            /** @description of the delivered orders, 3 decimals; null when none was delivered */
            onTimeRate: number | null;
            /** @description null when no order had a promise */
            avgPromisedMinutes: number | null;
            /** @description confirmation to the door; null when none was delivered */
            avgActualMinutes: number | null;
        };
        /**
         * @description One ordered product of an order, the shape the original client lists in My Orders. Amounts
         *     are the line's own, never the whole order's. Before the stock is held (or when refused) the
         *     line is what was asked, at no charge (`price`, `subTotalAmt`, `totalAmt` 0, name 'Awaiting
         *     confirmation' or the refused product's name).
         */
        OrderLine: {
            /** @description <order _id>_<line index> */
            _id: string;
            orderId: string;
            state: components["schemas"]["OrderState"];
            status: components["schemas"]["OrderStatusLabel"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            payment_status: components["schemas"]["PaymentState"];
            productId: string;
            product_details: {
                name: string;
                image: string[];
                /** @description unit price paid in rupees (after discount) */
                price: number;
            };
            quantity: number;
            /** @description rupees, quantity × undiscounted unit price */
            subTotalAmt: number;
            /** @description rupees, what is paid for the line */
            totalAmt: number;
            delivery_address: components["schemas"]["AddressSnapshot"] | null;
            /** @description the same as delivery_address */
            shippingAddress: components["schemas"]["AddressSnapshot"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A dark store as the catalogue keeps it (services/catalogue/src/domain/dark-stores.ts `storeView`). */
        DarkStore: {
            _id: string;
            name: string;
            city: string;
            location: {
                lat: number;
                lng: number;
            };
            serves: {
                pincode: string;
                area: string;
                lat: number;
                lng: number;
            }[];
            /** @description Local time (Asia/Kolkata), "HH:MM". A close before the open means open past midnight; 00:00 to 24:00 is round the clock. */
            hours: {
                open: string;
                close: string;
            };
            pickers: number;
            /** @enum {string} */
            status: "open" | "paused" | "closed";
            /** @description Absent until set */
            legal?: {
                name: string;
                gstin: string;
                /** @description GST state code: the GSTIN's first two digits */
                stateCode: string;
                address: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CategoryRef: {
            _id: string;
            name: string;
        };
        Category: {
            _id: string;
            name: string;
            image: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SubCategory: {
            _id: string;
            name: string;
            image: string;
            /** @description Its categories; refs to deleted ones are dropped */
            category: components["schemas"]["CategoryRef"][];
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        Product: {
            _id: string;
            name: string;
            image: string[];
            category: {
                _id: string;
                name: string;
                image: string;
            }[];
            subCategory: {
                _id: string;
                name: string;
                image: string;
                category: string[];
            }[];
            unit: string;
            stock: number;
            /** @description rupees */
            price: number;
            /** @description percent */
            discount: number;
            /** @description Tax data for invoices; absent on products made before it */
            hsn?: string;
            /** @description GST rate in percent */
            gstRate?: number;
            description: string;
            more_details: {
                [key: string]: string;
            };
            publish: boolean;
            /** @description stock between 1 and 5: the admin low-stock badge */
            lowStock: boolean;
            /** @description Units per dark store id (ADR 0007); in admins’ product/get, get-product-details, create and update answers only */
            storeStock?: {
                [key: string]: number;
            };
            /** @description Reads with a `store` only (ADR 0015): whether that store carries the product at all. false: sold, but not by this store (shoppers see "Not available at <store>"); true with stock 0: sold out there */
            stocked?: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
    };
    responses: {
        /** @description Invalid input: `message` names the first problem ('Provide email'), `data.issues` lists them all; a body that is not JSON is 'Request body is not valid JSON' */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the access token is invalid, expired or revoked ('Please login to continue') */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in without the permission the operation needs, or for another store than the caller's ('Permission denied: store.pick', 'Permission denied: not one of your stores') */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record, or not the caller's ('Order not found', 'Store not found', …) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with stored data or with a change made at the same moment; `message` says which */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is over the limit: 100 kB for JSON and form bodies ('Request body is too large'); uploads state their own */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A Content-Encoding or charset the service cannot read ('Unsupported request encoding') */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Rate limited: the gateway's budget for the whole API (RATE_LIMIT_PER_MINUTE per signed-in user
         *     or guest session, the guestSession cookie the gateway sets; RATE_LIMIT_NO_SESSION_PER_MINUTE per
         *     address for requests without one), an account endpoint's own per-address budget, or the user service's
         *     per-account limits (failed logins, OTP mails and checks). Wait `Retry-After` seconds.
         */
        RateLimited: {
            headers: {
                /** @description Seconds until a new attempt can succeed */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The service behind this path cannot be reached right now (every replica down or restarting):
         *     the gateway answers 'The <service> service is temporarily unavailable. Please try again.'
         *     A request whose connection broke may have reached the service: retry reads at once, and
         *     writes with their Idempotency-Key where the operation takes one.
         */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
export type operations = Record<string, never>;
