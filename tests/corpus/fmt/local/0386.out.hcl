r = upper(upper("%{for i, x in ["x", "y"]~}${x};%{endfor}%{if false~}${s}%{else} no%{endif}${nums[4]}"))
