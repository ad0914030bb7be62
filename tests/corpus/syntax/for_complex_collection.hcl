a = [for v in concat(a, b)[0].items : v.name if v.enabled && !v.hidden]
