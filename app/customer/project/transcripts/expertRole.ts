/**
 * The role label the transcript table and dialog show for an expert. Parley stores no
 * job title on an interview, so, as the spec says, it is read from the expert name
 * text: the first title found in this order, else 'Senior Partner'.
 */
const ROLE_TITLES = [
  'Managing Director',
  'Principal',
  'Vice President',
  'Investment Director',
  'Senior Associate',
] as const;

export const DEFAULT_EXPERT_ROLE = 'Senior Partner';

export function expertRoleLabel(expertName: string): string {
  const name = expertName.toLowerCase();
  return ROLE_TITLES.find((title) => name.includes(title.toLowerCase())) ?? DEFAULT_EXPERT_ROLE;
}
