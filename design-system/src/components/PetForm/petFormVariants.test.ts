import { validateForm } from '@gamelle/contract/shared/violations';
import { describe, expect, it } from 'vitest';
import { isPetFormComplete, PET_FORM_VARIANTS, petFormCompleteness } from './petFormVariants.ts';

const dog = {
  type: 'dog',
  gender: 'female',
  name: 'Praline',
  breed: 'labrador',
  birthday: '2020-05-04',
  sterilized: true,
  weight: '28,5',
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
};

describe('petFormCompleteness', () => {
  it('needs every required field of the variant', () => {
    expect(isPetFormComplete('account', dog)).toBe(true);
    for (const field of ['type', 'gender', 'name', 'breed', 'sterilized', 'weight', 'condition', 'activity']) {
      expect(isPetFormComplete('account', { ...dog, [field]: undefined })).toBe(false);
    }
    expect(isPetFormComplete('account', { ...dog, feeds: [] })).toBe(false);
    expect(isPetFormComplete('account', { ...dog, kibbleBrand: '  ' })).toBe(false);
  });

  it('counts "not sterilized" (false) as set', () => {
    expect(isPetFormComplete('account', { ...dog, sterilized: false })).toBe(true);
  });

  it('takes the date, or years, or months, for the birthday', () => {
    const noBirthday = { ...dog, birthday: '' };
    expect(isPetFormComplete('account', noBirthday)).toBe(false);
    expect(isPetFormComplete('account', { ...noBirthday, years: '3' })).toBe(true);
    expect(isPetFormComplete('account', { ...noBirthday, months: '7' })).toBe(true);
  });

  it('asks each guide step for its own fields only', () => {
    expect(petFormCompleteness('guideShape')).toEqual({
      required: ['weight', 'condition', 'activity'],
      alternatives: [],
    });
    expect(isPetFormComplete('guideDiet', { feature: 'none', feeds: ['wet'], kibbleBrand: 'X' })).toBe(true);
    expect(petFormCompleteness('biNutrition').required).toEqual([
      'name',
      'sterilized',
      'weight',
      'condition',
      'activity',
    ]);
  });
});

describe('PET_FORM_VARIANTS schemas', () => {
  it('accepts a full dog profile in the account form', () => {
    expect(validateForm(PET_FORM_VARIANTS.account.schema, dog, 'pet').success).toBe(true);
  });

  it('refuses 100 kg in the guide and 13 kg for a cat, with the cat message', () => {
    const guide = validateForm(PET_FORM_VARIANTS.guideShape.schema, { ...dog, weight: '100' }, 'petGuideShape');
    expect(guide.success === false && guide.errors.weight?.code).toBe('number_too_big');
    const cat = validateForm(PET_FORM_VARIANTS.biNutrition.schema, { ...dog, weight: '13' }, 'biNutritionProfile');
    expect(cat.success === false && cat.errors.weight?.code).toBe('weight_cat_range');
    const account = validateForm(PET_FORM_VARIANTS.account.schema, { ...dog, type: 'cat', weight: '14' }, 'pet');
    expect(account.success === false && account.errors.weight?.code).toBe('weight_cat_range');
  });
});
