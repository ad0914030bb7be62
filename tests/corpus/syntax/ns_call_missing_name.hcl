a = provider::aws::(x)
