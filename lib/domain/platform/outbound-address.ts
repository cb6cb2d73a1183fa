/**
 * Which addresses the server may connect to when a URL comes from a person or a file (webhooks, product
 * images): only the public internet. Pure; the resolving, the check of every resolved address and the
 * pinned connection are lib/server/platform/outbound.ts.
 *
 * An IPv4 address hidden in IPv6 is judged as that IPv4 address: IPv4-mapped (`::ffff:7f00:1`,
 * `::ffff:127.0.0.1`, `0:0:0:0:0:ffff:7f00:1`), IPv4-translated (`::ffff:0:7f00:1`), IPv4-compatible
 * (`::127.0.0.1`, deprecated but still routed by some stacks) and NAT64 (`64:ff9b::/96`, which a NAT64
 * gateway turns into the embedded IPv4 address).
 */
import ipaddr from "ipaddr.js";

/** Cloud metadata services (AWS, GCP, Azure on 169.254.169.254; AWS's IPv6 fd00:ec2::254; Alibaba; Oracle). */
export const METADATA_ADDRESSES = ["169.254.169.254", "fd00:ec2::254", "100.100.100.200", "192.0.0.192"] as const;

/** Why an address is refused, or null when it is public unicast. */
export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; range: string };

const NAT64 = ipaddr.IPv6.parse("64:ff9b::");

/** The IPv4 address an IPv6 address stands for, when it embeds one in a form that reaches IPv4. */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = ip.parts;
  const low = () => new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address();
  // ::ffff:0:a.b.c.d (RFC 6145, IPv4-translated)
  if (p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0xffff && p[5] === 0) return low();
  // ::a.b.c.d (IPv4-compatible, RFC 4291 2.5.5.1); :: and ::1 are themselves (unspecified, loopback)
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1)) return low();
  // 64:ff9b::a.b.c.d (NAT64, RFC 6052)
  if (ip.match(NAT64, 96)) return low();
  return null;
}

/**
 * The address as it will be judged: IPv4 inside IPv6 unwrapped (see above), zone ids dropped.
 * Returns null for anything that is no IP address.
 */
export function normaliseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return null;
  const ip = ipaddr.parse(bare);
  if (ip.kind() === "ipv4") return ip;
  return embeddedIPv4(ip as ipaddr.IPv6) ?? ip;
}

/**
 * Whether the server may connect to this address: only public unicast after normalising. Refused are
 * loopback, private (10/8, 172.16/12, 192.168/16), CGNAT (100.64/10), link-local (169.254/16, fe80::/10),
 * unique-local (fc00::/7), multicast, broadcast, unspecified, reserved and documentation ranges, the
 * cloud metadata addresses, and IPv6 transition forms whose target cannot be told (6to4, Teredo,
 * NAT64 local use 64:ff9b:1::/48).
 */
export function judgeAddress(address: string): AddressVerdict {
  const ip = normaliseAddress(address);
  if (!ip) return { allowed: false, address, range: "invalid" };
  const text = ip.toString();
  if ((METADATA_ADDRESSES as readonly string[]).includes(text)) return { allowed: false, address: text, range: "metadata" };
  const range = ip.range();
  return range === "unicast" ? { allowed: true, address: text } : { allowed: false, address: text, range };
}

/** Shorthand: public unicast after normalising. */
export function isPublicAddress(address: string): boolean {
  return judgeAddress(address).allowed;
}
