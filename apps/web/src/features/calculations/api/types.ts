// The calculations' payloads, as the API's response schemas define them.
export type {
  CalculationDetail,
  CalculationRow,
} from '@app/contracts/calculations/responses';
