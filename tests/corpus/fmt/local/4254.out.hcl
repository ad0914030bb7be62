a = { for к, з in м : к => з }
b = [for й in л : й if й]
