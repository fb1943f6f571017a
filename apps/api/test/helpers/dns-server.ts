import dns2 from 'dns2';

/**
 * A DNS server on loopback for the tests (docs/sso.md#domain-proof): it answers the TXT records a
 * test sets, and "no data" for any other name. Point the API at it with
 * `ssoDnsServers: [server.address]`.
 */
export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as SSO_DNS_SERVERS names a server. */
  address: string;
  /** The TXT strings a name answers (replacing earlier ones); an empty list removes the name. */
  setTxt(name: string, strings: readonly string[]): void;
  close(): Promise<void>;
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const { Packet } = dns2;
  const records = new Map<string, readonly string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const name = question.name.toLowerCase().replace(/\.$/, '');
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const data of records.get(name) ?? []) {
          // dns2 encodes a plain record object (its typings ask for a Resource instance).
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = server.addresses().udp?.port;
  if (!port) throw new Error('the test DNS server did not start');
  return {
    address: `127.0.0.1:${port}`,
    setTxt(name, strings) {
      if (strings.length === 0) records.delete(name.toLowerCase());
      else records.set(name.toLowerCase(), strings);
    },
    close: () => server.close(),
  };
}
