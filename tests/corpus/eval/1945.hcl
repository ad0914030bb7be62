r = tolist(toset(false ? objs.*.name : words))
