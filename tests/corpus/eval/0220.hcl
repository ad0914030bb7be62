r = sort([for x in flatten(nested) : -x])
