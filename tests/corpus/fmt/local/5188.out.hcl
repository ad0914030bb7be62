attr_splat      = items.*.name
full_splat      = items[*].tags
full_index      = items[*].tags[0]
on_object       = single.*.name
on_null         = nul[*]
on_tuple_values = obj.list[*]
