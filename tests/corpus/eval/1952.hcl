r = true ? t : obj.enabled ? {
  a : t,
  (s) : null
} : obj.tags == objs[*].size
