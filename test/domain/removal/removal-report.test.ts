import fc from 'fast-check';
import { parseCsv } from '../../support/csv';
import { removalCsv } from '../../../src/domain/removal/removal-report';
import { REMOVAL_REQUEST_STATES, type BrokerRemoval } from '../../../src/domain/removal/removal';

const broker = (over: Partial<BrokerRemoval>): BrokerRemoval => ({
  brokerId: 'b',
  brokerName: 'Spokeo',
  state: 'IN_PROGRESS',
  requestedAt: '2026-11-24T09:30:00.000Z',
  removedAt: null,
  ...over,
});

describe('removalCsv', () => {
  it('has one row per broker, in the card’s order, each step’s day in ISO form and the requests sent', () => {
    const rows = parseCsv(
      removalCsv([
        broker({ brokerName: 'Acxiom', state: 'REMOVED', removedAt: '2026-11-28T10:00:00.000Z', attempts: 1, lastAttemptAt: '2026-11-24T09:30:00.000Z' }),
        broker({
          steps: [
            { state: 'FOUND', at: '2026-11-20T09:00:00.000Z' },
            { state: 'REQUESTED', at: '2026-11-24T09:30:00.000Z' },
            { state: 'IN_PROGRESS', at: '2026-11-25T09:30:00.000Z' },
            { state: 'NEEDS_ACTION', at: '2026-11-26T09:30:00.000Z' },
          ],
          state: 'NEEDS_ACTION',
          attempts: 2,
          lastAttemptAt: '2026-12-01T09:30:00.000Z',
        }),
      ]),
    );
    expect(rows).toEqual([
      ['Broker', 'Status', 'Found', 'Removal requested', 'In progress', 'Needs your action', 'Removed', 'Requests sent', 'Last request'],
      ['Spokeo', 'Needs your action', '2026-11-20', '2026-11-24', '2026-11-25', '2026-11-26', '', '2', '2026-12-01'],
      ['Acxiom', 'Removed', '', '2026-11-24', '', '', '2026-11-28', '1', '2026-11-24'],
    ]);
  });

  it.each([
    ['a date it cannot read', broker({ requestedAt: 'soon' }), ['Spokeo', 'In progress', '', '', '', '', '', '', '']],
    ['no dates at all', broker({ requestedAt: null, state: 'UNKNOWN' }), ['Spokeo', 'Status not known yet', '', '', '', '', '', '', '']],
    [
      'a profile listed again: the latest day of each step',
      broker({
        state: 'FOUND',
        steps: [
          { state: 'FOUND', at: '2026-11-01' },
          { state: 'REMOVED', at: '2026-11-09' },
          { state: 'FOUND', at: '2026-12-20' },
        ],
      }),
      ['Spokeo', 'Found', '2026-12-20', '', '', '', '2026-11-09', '', ''],
    ],
  ])('leaves out %s', (_case, given, row) => {
    expect(parseCsv(removalCsv([given]))[1]).toEqual(row);
  });

  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `'=HYPERLINK("https://evil.example","Click")`],
    ['+1 555 0100', `'+1 555 0100`],
    ['-Spokeo', `'-Spokeo`],
    ['@broker', `'@broker`],
    ['\tTab', `'\tTab`],
    ['Acme, Inc.\r\n"Data"', 'Acme, Inc.\r\n"Data"'],
  ])('keeps a hostile name %j as text a spreadsheet does not run', (brokerName, cell) => {
    expect(parseCsv(removalCsv([broker({ brokerName })]))[1]?.[0]).toBe(cell);
  });

  it('for any brokers, reads back as one row per broker with its name and status, nine cells each', () => {
    const anyBroker = fc.record({
      brokerId: fc.string(),
      brokerName: fc.string(),
      state: fc.constantFrom(...REMOVAL_REQUEST_STATES),
      requestedAt: fc.option(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        { nil: null },
      ),
      removedAt: fc.constant(null),
    });
    fc.assert(
      fc.property(fc.array(anyBroker, { maxLength: 30 }), (brokers) => {
        const rows = parseCsv(removalCsv(brokers));
        expect(rows).toHaveLength(brokers.length + 1);
        for (const row of rows) expect(row).toHaveLength(9);
        const asText = (name: string) => (/^[=+\-@\t\r]/.test(name) ? `'${name}` : name);
        expect(
          rows
            .slice(1)
            .map((row) => row[0])
            .sort(),
        ).toEqual(brokers.map((b) => asText(b.brokerName)).sort());
      }),
    );
  });
});
