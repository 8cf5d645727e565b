// Rounding and means shared by the analytics figures (not exported by the package).

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
