/**
 * Load first (`node --import @minutemart/kit/telemetry`). Exports spans over OTLP/HTTP only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise tracing stays a no-op and costs nothing.
 */
import { startTelemetry } from './sdk.js';

startTelemetry(process.env.OTEL_SERVICE_NAME ?? process.env.SERVICE_NAME ?? 'minutemart');
