r = min(-neg, pow(10, 2), element(values(nmap), 1)) * [1, nums.2, 6.02e+23][1] % 7
