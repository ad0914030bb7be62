r = { ("${n}") = true ? obj.enabled : fl ? t && obj.enabled : false ? true : obj.enabled, b : false && false ? can(tonumber("abc")) : false }
