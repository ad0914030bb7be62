r = strrev("${1E2}")
