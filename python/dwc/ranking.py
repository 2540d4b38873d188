"""Rank statistics shared by the tuner (`dwc.tune`) and the cost-model
reports (`benchmarks/tuning/model_error.py`); no GPU or PyTorch needed."""


def spearman(xs, ys):
    """Spearman's rank correlation of two equally long sequences (ties
    ranked in order), or None for fewer than two values."""
    def ranks(values):
        order = sorted(range(len(values)), key=lambda i: values[i])
        result = [0] * len(values)
        for rank, i in enumerate(order):
            result[i] = rank
        return result
    if len(xs) < 2:
        return None
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    return 1 - 6 * sum((a - b) ** 2 for a, b in zip(rx, ry)) / (n * (n * n - 1))
