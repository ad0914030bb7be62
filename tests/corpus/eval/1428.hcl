r = obj.enabled ? contains(flatten([[], []]), pow(3, 3) / 7) : hasindex(strs, 0) || !("a,b,,c" != spaced)
