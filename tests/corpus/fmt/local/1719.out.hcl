r = t || n && true ? tomap({}) : merge({ ("${n}") : 3.25 }, merge({ a = 1 }), { for x in objs.*.name : x => x... })
