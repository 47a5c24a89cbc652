import { z } from 'zod';
import { CreateProjectRequestSchema, type Project } from '../../sync/contract/projects';
import { OTHER_CLIENT } from './clientOptions';

/** Spec section 5: a new project starts with three blank questions. */
export const STARTING_QUESTION_SLOTS = 3;

const fields = CreateProjectRequestSchema.shape;
const clientName = fields.client.unwrap();

/**
 * The employee project form (spec section 5). Every message comes from the contract's
 * schema; the form only adds the client choice, where 'Other Client' asks for a name.
 */
export const ProjectFormSchema = z
  .object({
    name: fields.name,
    description: fields.description,
    clientChoice: clientName,
    otherClient: z.string(),
    baseQuestions: fields.baseQuestions,
  })
  .superRefine((values, ctx) => {
    if (values.clientChoice !== OTHER_CLIENT) return;
    const parsed = clientName.safeParse(values.otherClient);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['otherClient'] });
    }
  })
  .transform(({ clientChoice, otherClient, ...project }) => ({
    ...project,
    client: clientChoice === OTHER_CLIENT ? otherClient.trim() : clientChoice,
  }));

export type ProjectFormValues = z.input<typeof ProjectFormSchema>;
export type ProjectFormOutput = z.output<typeof ProjectFormSchema>;

/** Nothing chosen for the client, so forgetting it reads 'Client is required'. */
export function blankProjectForm(): ProjectFormValues {
  return {
    name: '',
    description: '',
    clientChoice: '',
    otherClient: '',
    baseQuestions: Array.from({ length: STARTING_QUESTION_SLOTS }, () => ''),
  };
}

export function projectFormFrom(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description ?? '',
    clientChoice: project.client,
    otherClient: '',
    baseQuestions: project.baseQuestions.length > 0 ? [...project.baseQuestions] : [''],
  };
}
