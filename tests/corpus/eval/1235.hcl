r = false ? contains(obj.ports, 12345678901234567890) : false ? smap : deep.a
