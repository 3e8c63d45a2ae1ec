import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { ExpensesSubsection } from '@/features/expenses/components/expenses-subsection';
import { Table, TableScroll, Td, Th } from '@/features/expenses/components/money-table';
import type { TripExpensesFragment } from '@/gql/graphql';
import { formatMinorMoney } from '@/lib/money';

type Ledger = TripExpensesFragment['expenses'];

const pesos = (centavos: number) => formatMinorMoney(centavos, 'PHP');

/** Who is called what, former members marked. */
export function usePersonName(people: Ledger['people']) {
  const { t } = useTranslation('trips');
  return (userId: number) => {
    const person = people.find((candidate) => candidate.userId === userId);
    if (!person) return '?';
    return person.former ? t('expenses.former', { name: person.username }) : person.username;
  };
}

/** Settle-up (issue #17 item 5): each person's balance in pesos and the fewest transfers that settle them all. */
export function SettleUp({ ledger, headingLevel = 'h3' }: { ledger: Ledger; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('trips');
  const name = usePersonName(ledger.people);

  return (
    <ExpensesSubsection
      id="settle-up-heading"
      heading={t('expenses.settle.heading')}
      intro={t('expenses.settle.intro')}
      headingLevel={headingLevel}
    >
      <Stack gap="4">
        <Box aria-labelledby="transfers-heading" role="group">
          <Heading as="h4" size="sm" id="transfers-heading" mb="2">
            {t('expenses.settle.transfers')}
          </Heading>
          {ledger.transfers.length === 0 ? (
            <Text>{t('expenses.settle.settled')}</Text>
          ) : (
            <Stack as="ul" gap="1" ps="5" listStyleType="disc" aria-labelledby="transfers-heading">
              {ledger.transfers.map((transfer) => (
                <Box as="li" key={`${transfer.from}-${transfer.to}`} wordBreak="break-word">
                  {t('expenses.settle.transfer', {
                    from: name(transfer.from),
                    to: name(transfer.to),
                    amount: pesos(transfer.amountPhp),
                  })}
                </Box>
              ))}
            </Stack>
          )}
        </Box>
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <Th scope="col">{t('expenses.settle.person')}</Th>
                <Th scope="col" numeric>
                  {t('expenses.settle.paid')}
                </Th>
                <Th scope="col" numeric>
                  {t('expenses.settle.share')}
                </Th>
                <Th scope="col" numeric>
                  {t('expenses.settle.balance')}
                </Th>
              </tr>
            </thead>
            <tbody>
              {ledger.balances.map((balance) => (
                <tr key={balance.userId}>
                  <Th scope="row" color="fg" fontWeight="normal">
                    {name(balance.userId)}
                  </Th>
                  <Td numeric>{pesos(balance.paid)}</Td>
                  <Td numeric>{pesos(balance.owed)}</Td>
                  <Td numeric fontWeight="semibold" color={balance.balance < 0 ? 'fg.error' : undefined}>
                    {balance.balance > 0 ? '+' : ''}
                    {pesos(balance.balance)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Stack>
    </ExpensesSubsection>
  );
}
