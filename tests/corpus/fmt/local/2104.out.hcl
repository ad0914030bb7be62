r = merge({ for x in strs : x => x }, empty_obj, jsondecode(jsonencode(obj)))
