r = csv != obj.name ? can(nums.2) : contains(objs[*].name, 0) ? nums : values(smap)
