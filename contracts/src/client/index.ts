// What clients show or act on, browser-safe (no protobuf runtime): `@vh/contracts/client`.
export * from './gameRules';
export * from './journal';
export * from './premiumPackages';
export * from './fieldRules';
export * from './currencyLedger';
export * from './sanctions';
export * from './inputRules';
export * from './roles';
