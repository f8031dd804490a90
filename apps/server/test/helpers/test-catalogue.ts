/** How many demo products every test database holds (the template of test/global-setup.ts). */
export const TEST_PRODUCTS = 240;
