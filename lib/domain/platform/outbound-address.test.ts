import { describe, expect, it } from "vitest";
import { isPublicAddress, judgeAddress, normaliseAddress } from "./outbound-address";

// The table of forms an attacker writes an internal address in (issue 45, finding 2): each is refused
// after normalising, each public address in the same forms passes.
describe("outbound addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.0.1", "private"],
    ["169.254.169.254", "metadata"],
    ["169.254.1.1", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["fd00:ec2::254", "metadata"],
    ["ff02::1", "multicast"],
    // IPv4-mapped, in every spelling
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["0:0:0:0:0:ffff:7f00:1", "loopback"],
    ["0000:0000:0000:0000:0000:ffff:7f00:0001", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["::ffff:10.0.0.1", "private"],
    // IPv4-translated and IPv4-compatible
    ["::ffff:0:7f00:1", "loopback"],
    ["::127.0.0.1", "loopback"],
    ["::7f00:1", "loopback"],
    ["::a9fe:a9fe", "metadata"],
    // NAT64
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["64:ff9b::c0a8:1", "private"],
    ["64:ff9b:1::1", "rfc6052"],
    // transition forms whose target is not told
    ["2002:7f00:1::1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
    ["fe80::1%eth0", "linkLocal"],
    ["kein-ip", "invalid"],
  ])("refuses %s (%s)", (address, range) => {
    const verdict = judgeAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed ? "" : verdict.range).toBe(range);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:93.184.216.34",
    "::ffff:5db8:d822",
    "64:ff9b::8.8.8.8",
  ])("lets %s through", (address) => expect(isPublicAddress(address)).toBe(true));

  it("judges the embedded IPv4 address", () => {
    expect(normaliseAddress("::ffff:7f00:1")?.toString()).toBe("127.0.0.1");
    expect(normaliseAddress("::127.0.0.1")?.toString()).toBe("127.0.0.1");
    expect(normaliseAddress("64:ff9b::a9fe:a9fe")?.toString()).toBe("169.254.169.254");
    expect(normaliseAddress("2606:4700:4700::1111")?.toString()).toBe("2606:4700:4700::1111");
  });
});
