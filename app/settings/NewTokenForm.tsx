import { useState } from 'react';
import { CreateApiTokenRequestSchema, type CreatedApiToken } from '../../sync/contract/tokens';
import { useCreateApiToken } from '../api/queries/tokens';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { Form } from '../ui/form/Form';
import { FormError } from '../ui/form/FormError';
import { FormTextField } from '../ui/form/FormTextField';
import { SubmitButton } from '../ui/form/SubmitButton';
import { useZodForm } from '../ui/form/useZodForm';
import { Inline, Stack } from '../ui/Stack';
import { Heading, Text } from '../ui/Text';
import * as styles from './apiTokens.css';

/**
 * Names and creates a token, then shows its secret once. The secret lives only in
 * this component's state: leaving the page or pressing Done forgets it for good.
 */
export function NewTokenForm() {
  // Checked on submit only: after a token is made, focus moves to its Copy button, and
  // that blur must not flag the emptied field as an error.
  const form = useZodForm(CreateApiTokenRequestSchema, { name: '' }, { mode: 'onSubmit' });
  const create = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const submit = async (values: { name: string }) => {
    const token = await create.mutateAsync(values).catch(() => null);
    if (!token) return;
    setCreated(token);
    form.reset({ name: '' });
  };

  return (
    <Stack gap="xl">
      <Form form={form} onSubmit={submit} aria-label="Create an API token">
        <div className={styles.createRow}>
          <div className={styles.nameField}>
            <FormTextField
              name="name"
              control={form.control}
              label="Token name"
              description="What will use it, e.g. 'Nightly export'."
              isRequired
            />
          </div>
          <SubmitButton
            className={styles.createButton}
            isPending={create.isPending}
            pendingLabel="Creating..."
          >
            Create token
          </SubmitButton>
        </div>
        <FormError error={create.error} />
      </Form>
      {created && <NewTokenSecret token={created} onDone={() => setCreated(null)} />}
    </Stack>
  );
}

function NewTokenSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <section className={styles.secretPanel} aria-labelledby="new-token-title">
      <Heading level={3} size="sm" id="new-token-title">
        Token “{token.name}” created
      </Heading>
      <Text role="status">
        Copy it now: Parley keeps only a hash and will never show this token again. Anyone who has
        it can act as you, so keep it out of code and chats.
      </Text>
      <Inline>
        <code className={styles.secret}>{token.token}</code>
        <CopyButton
          // Focus lands here so a keyboard user can copy at once (and hears the warning).
          autoFocus
          value={token.token}
          copiedToast={{
            title: 'Token copied',
            description: 'Paste it where your program reads it.',
          }}
        >
          Copy
        </CopyButton>
        <Button variant="ghost" size="sm" onPress={onDone}>
          Done
        </Button>
      </Inline>
    </section>
  );
}
