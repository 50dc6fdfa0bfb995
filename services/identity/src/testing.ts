// What tests and benchmarks outside identity may use of it (`@vh/identity/testing`): the password
// hasher, to seed accounts, age their hashes and measure the machine's argon2id rate. Nothing here
// boots the service.
export { OWASP_ARGON2, PasswordHasher, type Argon2Parameters } from './infrastructure/passwordHasher';
