// What tests and benchmarks outside identity may use of it (`@vh/identity/testing`): the password
// hasher, to seed accounts and measure the machine's argon2id rate. Nothing here boots the service.
export { PasswordHasher } from './infrastructure/passwordHasher';
