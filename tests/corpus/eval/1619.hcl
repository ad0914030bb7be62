r = concat(flatten([nums, [7, [8]]]), obj.ports)
