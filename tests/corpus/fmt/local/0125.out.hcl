r = obj.enabled || t ? hasindex(strs, 9) : t ? merge({ for k, v in obj.tags : k => v if v != "2" }) : jsondecode("{\"a\": 1, \"b\": [true, null]}") == {}
