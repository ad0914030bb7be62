r = sort(obj.ports) == null || nums[4] < 3.25 + 3.25 ? regexall("[a-z]", u) : ["%{if t} yes %{else} no%{endif}${~s != words[2]~}", true || false ? format("%t %s", 007, t) : nums[1], empty]
