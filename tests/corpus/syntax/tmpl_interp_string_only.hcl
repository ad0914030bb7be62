a = "${"lit"}"
