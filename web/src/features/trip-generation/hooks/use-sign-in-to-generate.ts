import { useNavigate } from 'react-router';

import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { savePendingTripForm } from '@/entities/trip/utils/pending-trip-form';

/**
 * docs/product/trip-planning.md: keep what the visitor entered, ask them to
 * sign in, and go to /auth, which brings them back to /generate-trip with the
 * values once they have. The values are a form's or a request's: /generate-trip
 * lays them over its defaults (mergeTripFormValues).
 */
export function useSignInToGenerate() {
  const navigate = useNavigate();
  return (values: unknown) => {
    toast({
      type: 'error',
      title: i18n.t('generation:signIn.title'),
      description: i18n.t('generation:signIn.description'),
    });
    savePendingTripForm(values);
    void navigate('/auth');
  };
}
