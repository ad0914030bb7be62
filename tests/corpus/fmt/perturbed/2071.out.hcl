r = concat((nums)[*].a, false ? sethaselement(toset(strs), obj.tags.env) ? flatten([[], []]) : [obj["tags"]["team"], empty] : false || obj.enabled ? slice(words, 0, 1) : objs.*.name)
