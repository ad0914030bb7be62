r = false ? true : false && true ? fl : obj.enabled ? keys({ for x in [] : x => x... }) : regexall("[a-z]", s)
