r = contains(objs.*.name, 12345678901234567890) ? setproduct() : obj.enabled ? obj.ports : null
