r = !s ? {
  null = t
} : merge(deep.a)
