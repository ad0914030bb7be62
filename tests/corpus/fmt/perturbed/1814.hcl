r  = fl&&  "yes"|| false  ? t||  s  > 1:  true
