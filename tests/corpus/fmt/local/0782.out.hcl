r = formatlist("%s!", keys({ for k, v in obj.tags : k => k if k != "a" }))
