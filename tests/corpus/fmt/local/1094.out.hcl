r = contains(concat(objs[*].size, objs[*].size), min(nmap["y"], tiny, 7, nums[4])) ? merge({
  for_x : numstr
}) : { for i, o in objs : o.name => o.size if o.size > 1 }
