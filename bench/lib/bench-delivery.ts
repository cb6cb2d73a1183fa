/** The delivery address and contact the benchmarks' carts carry (a studio delivery in Hamburg). */
export const BENCH_ADDRESS = {
  mode: "studio",
  companyName: "Bench GmbH",
  addressStreet: "Weg 1",
  addressZip: "20095",
  addressCity: "Hamburg",
  addressState: "Hamburg",
  addressCountry: "Deutschland",
  phone: "040 1",
};
export const BENCH_CONTACT = { gender: "Frau", firstName: "Erika", lastName: "Muster", phone: "040 1", email: "erika@example.test" };
