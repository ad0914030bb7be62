r = reverse(concat(tolist(toset(obj.enabled ? objs[*].size : null)), [{ a = 1 }, { a = 2 }][*].a))
