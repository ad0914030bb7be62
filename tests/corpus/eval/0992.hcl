r = format("%q %%", "x-y-z", 2.5e-3) == "%{if fl}on%{endif}" && can(7) || !(fl)
