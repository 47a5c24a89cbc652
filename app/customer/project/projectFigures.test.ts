import { describe, expect, it } from 'vitest';
import { projectFigures } from './projectFigures';

const interview = (
  projectId: string,
  status: 'pending' | 'in_progress' | 'completed',
  company: string,
) => ({ projectId, status, company });

describe('projectFigures', () => {
  it("counts only the project's interviews: completed ones and distinct companies", () => {
    const figures = projectFigures(
      [
        interview('prj_a', 'completed', 'Ironwood Partners'),
        interview('prj_a', 'completed', 'Westmoor Capital'),
        interview('prj_a', 'pending', ' Ironwood Partners '),
        interview('prj_a', 'in_progress', 'Northbridge Bank'),
        interview('prj_b', 'completed', 'Harbor Bank'),
      ],
      'prj_a',
    );
    expect(figures.interviews).toHaveLength(4);
    expect(figures.completed).toBe(2);
    expect(figures.companies).toBe(3);
  });

  it('gives zeros for a project without interviews', () => {
    const figures = projectFigures([interview('prj_b', 'completed', 'Harbor Bank')], 'prj_a');
    expect(figures).toEqual({ interviews: [], completed: 0, companies: 0 });
  });
});
