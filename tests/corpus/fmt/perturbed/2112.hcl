r    =sethaselement(toset([]),    format  ("%q %%",  (3.25    % 2), can(element(strs,    "x"))))
